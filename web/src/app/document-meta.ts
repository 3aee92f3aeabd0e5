import { useEffect } from 'react';
import { type TFunction, useTranslation } from '../i18n/i18n.ts';
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

export type DocumentMeta = { title: string; keywords: string; description: string };

/** The browser title, keywords and description of a route, in the language of `t` (also the build's render). */
export function documentMeta(meta: ResolvedMeta, t: TFunction): DocumentMeta {
  const page = meta.page && meta.page !== 'index' ? t(`layout:pages.${meta.page}`) : null;
  return {
    title: documentTitle(page, t(`layout:seo.${meta.title}.title`)),
    keywords: t(`layout:seo.${meta.title}.keywords`),
    description: t(`layout:seo.${meta.title}.description`),
  };
}

/** Browser title, keywords and description from the route metadata, in the current language. */
export function useDocumentMeta(meta: ResolvedMeta): void {
  const { t } = useTranslation();
  const { title, keywords, description } = documentMeta(meta, t);
  useEffect(() => {
    document.title = title;
    setMetaTag('keywords', keywords);
    setMetaTag('description', description);
  }, [title, keywords, description]);
}
