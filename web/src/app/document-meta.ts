import { useEffect } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import type { ResolvedMeta } from './route-meta.ts';

function setMetaTag(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * The browser title: the page's own name, then the section's title. The home page carries the section's title
 * alone, and so does a page whose section title already leads with its name ("Export LCL rates - Seabook …"
 * rather than "Export LCL rates - Export LCL rates - Seabook …").
 */
export function documentTitle(page: string | null, title: string): string {
  if (!page) return title;
  const lead = (text: string) => text.trim().toLowerCase();
  return lead(title).startsWith(lead(page)) ? title : `${page} - ${title}`;
}

/** Browser title, keywords and description from the route metadata, in the current language. */
export function useDocumentMeta(meta: ResolvedMeta): void {
  const { t } = useTranslation();
  const title = t(`layout:seo.${meta.title}.title`);
  const page = meta.page ? t(`layout:pages.${meta.page}`) : null;
  const keywords = t(`layout:seo.${meta.title}.keywords`);
  const description = t(`layout:seo.${meta.title}.description`);
  useEffect(() => {
    document.title = documentTitle(meta.page === 'index' ? null : page, title);
    setMetaTag('keywords', keywords);
    setMetaTag('description', description);
  }, [title, page, keywords, description, meta.page]);
}
