/** Where a login lands when the page was opened without a destination. */
export const DEFAULT_AFTER_LOGIN = '/center/index';

/**
 * The `?redirect=` destination, kept only when it is a path on this site: an absolute or protocol-relative
 * address would let a crafted link send a freshly logged-in user to another site.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  // Landing on the login page again would look like the login failed.
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return DEFAULT_AFTER_LOGIN;
  return value;
}
