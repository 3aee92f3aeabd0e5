/**
 * RFC 3986 encoding: everything but `A-Za-z0-9-._~` is percent-encoded, as S3's request signing
 * (modules/files/sigv4.ts) and a download's UTF-8 file name (http/downloads.ts, RFC 6266) both want it.
 */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
