/**
 * Expires every cookie script can see, on the current path, the root path and each parent domain,
 * because a cookie is only removed by a write with the same path and domain it was set with.
 * HttpOnly cookies are the server's to clear.
 */
export function clearAllCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  const host = window.location.hostname;
  const parts = host.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i++) domains.push(`; domain=.${parts.slice(i).join('.')}`);
  const paths = Array.from(new Set(['/', window.location.pathname]));
  for (const name of names) {
    for (const domain of domains) {
      for (const path of paths) {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox, and cannot set a past expiry on a path other than the current one everywhere
        document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}${domain}`;
      }
    }
  }
}
