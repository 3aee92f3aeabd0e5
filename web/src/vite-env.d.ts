/// <reference types="vite/client" />

// Site values configured per deployment (spec §9: "hotline, email, QQ and messaging-app contact values are
// configured"). Every one is optional; the footer shows only what is set.
interface ImportMetaEnv {
  readonly VITE_CONTACT_HOTLINE?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CONTACT_QQ?: string;
  readonly VITE_CONTACT_WECHAT?: string;
  /** Public address of the site, for QR codes; defaults to the page's own origin. */
  readonly VITE_SITE_URL?: string;
  readonly VITE_PARTNER_SUPPLIER_URL?: string;
  readonly VITE_PARTNER_REGIONAL_URL?: string;
  readonly VITE_PARTNER_HERO_URL?: string;
  readonly VITE_PARTNER_ALLIANCE_URL?: string;
  readonly VITE_PARTNER_FRANCHISE_URL?: string;
  readonly VITE_PARTNER_UNION_URL?: string;
}
