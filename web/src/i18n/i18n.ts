import { DEFAULT_LOCALE, isLocale, type Locale } from '@seabook/domain/i18n';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readSetting, writeSetting } from '../lib/storage.ts';
import { type Messages, NAMESPACES, RESOURCES } from './resources.ts';

const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };
const ANTD_LOCALE = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } as const;

/** The locale to start with: the remembered choice, else simplified Chinese (spec: the default). */
function initialLocale(): Locale {
  return readSetting('locale') ?? DEFAULT_LOCALE;
}

const startLocale = initialLocale();

// Resources are bundled, so initialisation finishes synchronously and the first render is translated.
void i18next.use(initReactI18next).init({
  resources: RESOURCES,
  lng: startLocale,
  fallbackLng: DEFAULT_LOCALE,
  ns: NAMESPACES,
  defaultNS: NAMESPACES,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applySideEffects(startLocale);

function applySideEffects(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALE[locale]);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const i18n = i18next;

/** The active locale. */
export function getLocale(): Locale {
  const current = i18next.language;
  return isLocale(current) ? current : DEFAULT_LOCALE;
}

/**
 * Switches the whole app to a locale: texts (i18next), dates (dayjs), `<html lang>`, and the antd
 * components through `useAntdLocale` re-rendering the ConfigProvider. The choice is remembered.
 */
export async function setLocale(locale: Locale): Promise<void> {
  writeSetting('locale', locale);
  applySideEffects(locale);
  await i18next.changeLanguage(locale);
}

/** The active locale as React state: components re-render when it changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
}

/** antd's locale pack for one of ours. */
export function antdLocale(locale: Locale): (typeof ANTD_LOCALE)[Locale] {
  return ANTD_LOCALE[locale];
}

/**
 * The active locale's messages as a typed object, for long documents (agreement, manual) whose sections
 * are iterated rather than looked up one key at a time. The type guarantees every locale has them all.
 */
export function useMessages(): Messages {
  return RESOURCES[useLocale()];
}
