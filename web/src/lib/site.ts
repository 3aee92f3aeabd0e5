import { chinaToday } from '@seabook/domain/china-time';
/** Product facts shown in the shell (spec §9) and the per-deployment values from VITE_* settings. */

export const APP_VERSION = '2.0.6';
/** The first year of the copyright line (spec §9 "copyright years 2018 - 2024": its start). */
export const COPYRIGHT_START_YEAR = 2018;

/** "2018 - 2026": from the start year to the current year in China, so the line never goes stale. */
export function copyrightYears(now: number = Date.now()): string {
  return `${COPYRIGHT_START_YEAR} - ${chinaToday(now).slice(0, 4)}`;
}

const env = import.meta.env;

function configured(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export type ContactKey = 'hotline' | 'email' | 'qq' | 'wechat';
export const CONTACT_KEYS: readonly ContactKey[] = ['hotline', 'email', 'qq', 'wechat'];

/**
 * A demo build (`npm start` without NODE_ENV=production: `vite build --mode demo`, web/.env.demo) shows
 * made-up contact values and says so; a production build shows only what its deployment configured
 * (decision 035).
 */
export const CONTACT_IS_DEMO = env.MODE === 'demo';

/** Company contact values; unset ones are left out rather than invented. */
export const CONTACT: Readonly<Partial<Record<ContactKey, string>>> = Object.fromEntries(
  (
    [
      ['hotline', configured(env.VITE_CONTACT_HOTLINE)],
      ['email', configured(env.VITE_CONTACT_EMAIL)],
      ['qq', configured(env.VITE_CONTACT_QQ)],
      ['wechat', configured(env.VITE_CONTACT_WECHAT)],
    ] as const
  ).filter((entry) => entry[1] !== undefined),
);

export type PartnerPortalKey = 'supplier' | 'regional' | 'hero' | 'alliance' | 'franchise' | 'union';

/** The partner programmes of spec §1, each with its separate site when one is configured. */
export const PARTNER_PORTALS: readonly { key: PartnerPortalKey; url: string | undefined }[] = [
  { key: 'supplier', url: configured(env.VITE_PARTNER_SUPPLIER_URL) },
  { key: 'regional', url: configured(env.VITE_PARTNER_REGIONAL_URL) },
  { key: 'hero', url: configured(env.VITE_PARTNER_HERO_URL) },
  { key: 'alliance', url: configured(env.VITE_PARTNER_ALLIANCE_URL) },
  { key: 'franchise', url: configured(env.VITE_PARTNER_FRANCHISE_URL) },
  { key: 'union', url: configured(env.VITE_PARTNER_UNION_URL) },
];

/** An absolute address on this site, for QR codes and sharing. */
export function siteUrl(path = '/index'): string {
  const base = configured(env.VITE_SITE_URL) ?? window.location.origin;
  return `${base.replace(/\/$/, '')}${path}`;
}
