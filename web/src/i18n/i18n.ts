import type { ErrorKey } from '@seabook/domain/errors';
import { DEFAULT_LOCALE, fill, type Locale, localeCookie } from '@seabook/domain/i18n';
import { useCallback, useSyncExternalStore } from 'react';
import { readSetting, writeSetting } from '../lib/storage.ts';
import { type Messages, NAMESPACES, type Namespace } from './resources.ts';

/**
 * The app's translator: `t('ns:key', { value })` over the locale files, with `{{value}}` placeholders,
 * typed against the zh-CN source so a wrong key is a compile error. It replaces i18next, which weighed
 * 17 kB gzip in the first page for features the app does not use (decision 014).
 *
 * Texts load one namespace of one language at a time (`locales/<lang>/<ns>.ts`, a chunk each):
 * `startI18n` loads the frame's namespaces before the first render, each route loads the ones its page
 * needs before it renders (app/router.tsx), and `setLocale` loads everything already loaded in the old
 * language before switching.
 */

type Values = Record<string, string | number>;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** A key inside one namespace: `form.pol`. */
export type KeyIn<N extends Namespace> = Leaves<Messages[N]>;
type KeysByNamespace = { [N in Namespace]: KeyIn<N> };
/** A key with its namespace: `rates:form.pol`. */
export type MessageKey = { [N in Namespace]: `${N}:${KeysByNamespace[N]}` }[Namespace];

/** The namespaces the frame (header, footer, guards, error page) uses on every page. */
export const FRAME_NAMESPACES = ['common', 'layout'] as const satisfies readonly Namespace[];

const files = import.meta.glob<Record<string, unknown>>(['./locales/*/*.ts', '!./locales/*/index.ts']);
const texts = new Map<Locale, Partial<Record<Namespace, unknown>>>();
const loading = new Map<string, Promise<void>>();

/** The locale to start with: the remembered choice, else simplified Chinese (spec: the default). */
function initialLocale(): Locale {
  return readSetting('locale') ?? DEFAULT_LOCALE;
}

// Known from the start, so texts a route asks for while the app starts come in the right language.
let locale: Locale = initialLocale();
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function loadNamespace(lang: Locale, ns: Namespace): Promise<void> {
  if (texts.get(lang)?.[ns] !== undefined) return Promise.resolve();
  const id = `${lang}/${ns}`;
  let pending = loading.get(id);
  if (!pending) {
    const load = files[`./locales/${id}.ts`];
    if (!load) return Promise.reject(new Error(`no texts for ${id}`));
    pending = load().then(
      (module) => {
        texts.set(lang, { ...texts.get(lang), [ns]: module[ns] });
        loading.delete(id);
        if (lang === locale) changed();
      },
      (error: unknown) => {
        // A failed chunk may load on the next try (e.g. after a network blip).
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/** The error catalogue's messages, one language at a time, like the texts (domain/src/error-messages/). */
const ERROR_FILES: Record<Locale, () => Promise<{ messages: Record<ErrorKey, string> }>> = {
  'zh-CN': () => import('@seabook/domain/error-messages/zh-CN'),
  'zh-TW': () => import('@seabook/domain/error-messages/zh-TW'),
  en: () => import('@seabook/domain/error-messages/en'),
};
const errorTexts = new Map<Locale, Partial<Record<string, string>>>();
/** The catalogue's code → key lookup, loaded with the first language's messages (not at first paint). */
let keyOfCode: ((code: number) => ErrorKey | undefined) | undefined;

/**
 * Loads the error catalogue's messages in a language, with the catalogue's codes the first time;
 * components showing one re-render when they arrive.
 */
export async function loadErrorMessages(lang: Locale): Promise<void> {
  if (errorTexts.has(lang) && keyOfCode) return;
  const [file, catalogue] = await Promise.all([ERROR_FILES[lang](), import('@seabook/domain/errors')]);
  keyOfCode = catalogue.errorKeyByCode;
  errorTexts.set(lang, file.messages);
  // A message shown before they arrived (the generic "request failed") is re-rendered with its own text.
  if (lang === locale) changed();
}

/**
 * The catalogue key of an `error.code`: undefined for a code that is not ours, null while the
 * catalogue has not loaded yet.
 */
export function catalogueKeyOfCode(code: number): ErrorKey | undefined | null {
  return keyOfCode ? keyOfCode(code) : null;
}

/**
 * A catalogue message in a loaded language with its placeholders filled; undefined when not loaded
 * or when `key` is not one of the catalogue's.
 */
export function catalogueMessage(key: string, lang: Locale, values?: Values): string | undefined {
  const text = errorTexts.get(lang)?.[key];
  return text === undefined ? undefined : fill(text, values);
}

/** Loads namespaces of the active language (all of them when none are named). */
export async function loadNamespaces(namespaces: readonly Namespace[] = NAMESPACES): Promise<void> {
  await Promise.all(namespaces.map((ns) => loadNamespace(locale, ns)));
}

/** Starts in the remembered language with the frame's texts (and any others named) loaded. */
export async function startI18n(namespaces: readonly Namespace[] = FRAME_NAMESPACES): Promise<void> {
  applySideEffects(locale);
  await loadNamespaces(namespaces);
}

/**
 * Loads the error messages of the app's language once the first page has painted and the browser is
 * idle: they are needed only when something fails, never to paint (decision 014). Until then a failure
 * reads as the generic "request failed" of the texts (error-text.ts).
 */
export function loadErrorMessagesWhenIdle(): void {
  const load = () => void loadErrorMessages(locale).catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}

function applySideEffects(next: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = next;
  // The server sends the next page's HTML in this language (decision 060). The Cookie Store API is not in
  // every browser the site serves.
  // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie, written whole
  document.cookie = localeCookie(next);
}

function lookup(lang: Locale, ns: Namespace, path: string): string | undefined {
  let node: unknown = texts.get(lang)?.[ns];
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function fillIn(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** The text of `ns:key` (or of `key` in `ns`) in the active language; an unknown key reads as itself. */
function translate(key: string, values?: Values, ns?: Namespace): string {
  const colon = key.indexOf(':');
  const space = (colon > 0 ? key.slice(0, colon) : ns) as Namespace | undefined;
  const path = colon > 0 ? key.slice(colon + 1) : key;
  const text = space ? lookup(locale, space, path) : undefined;
  if (text === undefined) {
    if (import.meta.env.DEV) console.warn(`[i18n] no text for ${key} in ${locale}`);
    return key;
  }
  return fillIn(text, values);
}

/** The active locale. */
export function getLocale(): Locale {
  return locale;
}

/** For code outside React (the API client): the same translator, always in the active language. */
export const i18n = {
  t: (key: MessageKey, values?: Values): string => translate(key, values),
  get language(): Locale {
    return locale;
  },
};

/**
 * Switches the whole app to a locale once its texts have loaded: texts, `<html lang>`, and antd and dayjs
 * wherever they are in use (antd-scope.tsx re-renders with the language). The choice is remembered.
 */
export async function setLocale(next: Locale): Promise<void> {
  // Remembered at once: a page opened while the texts load already comes up in the new language.
  writeSetting('locale', next);
  const wanted = Object.keys(texts.get(locale) ?? {}) as Namespace[];
  await Promise.all([
    ...[...new Set([...FRAME_NAMESPACES, ...wanted])].map((ns) => loadNamespace(next, ns)),
    loadErrorMessages(next),
  ]);
  locale = next;
  applySideEffects(next);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentVersion = () => version;

/** Re-renders the calling component when the language changes or texts arrive. */
function useI18nVersion(): number {
  return useSyncExternalStore(subscribe, currentVersion, currentVersion);
}

/** The `t` of `useTranslation()`, for helpers that take it as an argument. */
export type TFunction = (key: MessageKey, values?: Values) => string;

type Translator<K extends string> = { t: (key: K, values?: Values) => string; i18n: { language: Locale } };

/** `t` for keys with their namespace (`t('rates:form.pol')`), or, given a namespace, also for its own keys. */
export function useTranslation(): Translator<MessageKey>;
export function useTranslation<N extends Namespace>(ns: N): Translator<MessageKey | KeysByNamespace[N]>;
export function useTranslation(ns?: Namespace): Translator<string> {
  const seen = useI18nVersion();
  // A new function per language or text change, so memoised children that take `t` re-render too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `seen` is the change that makes a new `t`.
  const t = useCallback((key: string, values?: Values) => translate(key, values, ns), [ns, seen]);
  return { t, i18n: { language: locale } };
}

/** The active locale as React state: components re-render when it changes. */
export function useLocale(): Locale {
  useI18nVersion();
  return locale;
}

/**
 * The active locale's messages as a typed object, for long documents (agreement, manual) whose sections
 * are iterated rather than looked up one key at a time. Their routes load every namespace first.
 */
export function useMessages(): Messages {
  useI18nVersion();
  const loaded = texts.get(locale) ?? {};
  for (const ns of NAMESPACES)
    if (loaded[ns] === undefined) throw new Error(`the texts of ${locale}/${ns} are not loaded`);
  return loaded as Messages;
}
