/**
 * Text without control characters (issue 18 §3, decision 028): NUL and the other C0 controls, DEL and
 * the C1 controls never belong in what a person types, and PostgreSQL refuses NUL outright. Tab and
 * line breaks are text. The server refuses such input everywhere at once (http/plain-text.ts), with
 * 422 TEXT_CONTROL_CHARACTER naming the field; the browser may use the same test before sending.
 */

/** Whether a UTF-16 code unit is a control character text may not hold (tab, LF and CR may). */
export function isControlCharacter(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Whether the text holds a control character other than tab and line breaks. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isControlCharacter(text.charCodeAt(i))) return true;
  return false;
}

/** The text with each control character shown as `?`, to name a field without repeating it. */
function visible(text: string): string {
  return Array.from(text, (char) => (isControlCharacter(char.charCodeAt(0)) ? '?' : char)).join('');
}

/**
 * The path of the first text (a value or a key) with a control character in a parsed body or query,
 * e.g. `['cargo', '0', 'name']`, or null when there is none. Nesting deeper than 32 is not looked at
 * further (the body limit keeps it small).
 */
export function controlCharacterPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (hasControlCharacter(key)) return [...path, visible(key)];
    const found = controlCharacterPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
