import { LOCALES, type Locale } from '@seabook/domain/i18n';
import { type Messages, NAMESPACES } from './resources.ts';

const files = import.meta.glob<Record<string, unknown>>(['./locales/*/*.ts', '!./locales/*/index.ts']);

/**
 * All three languages at once, for the page that compares them (/test/i18n); the app itself loads one
 * language's namespaces at a time (i18n.ts). Loaded, not imported, so the texts stay one chunk each.
 */
export async function loadAllMessages(): Promise<Record<Locale, Messages>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const parts = await Promise.all(
        NAMESPACES.map(async (ns) => {
          const load = files[`./locales/${locale}/${ns}.ts`];
          if (!load) throw new Error(`no texts for ${locale}/${ns}`);
          return [ns, (await load())[ns]] as const;
        }),
      );
      return [locale, Object.fromEntries(parts) as Messages] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, Messages>;
}
