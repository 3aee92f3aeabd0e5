/** One cookie's value, or undefined. (lib/cookies.ts only clears cookies; reading one is all this feature needs.) */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
