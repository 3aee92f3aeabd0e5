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

/** Browser title, keywords and description from the route metadata, in the current language. */
export function useDocumentMeta(meta: ResolvedMeta): void {
  const { t } = useTranslation();
  const title = t(`layout:seo.${meta.title}.title`);
  const page = meta.page ? t(`layout:pages.${meta.page}`) : null;
  const keywords = t(`layout:seo.${meta.title}.keywords`);
  const description = t(`layout:seo.${meta.title}.description`);
  useEffect(() => {
    // The home page carries the general title alone; other pages lead with their own name.
    document.title = page && meta.page !== 'index' ? `${page} - ${title}` : title;
    setMetaTag('keywords', keywords);
    setMetaTag('description', description);
  }, [title, page, keywords, description, meta.page]);
}
