/**
 * Search in an antd Select whose options are labelled "name (CODE)": a country ("美国 (US)") or a port
 * ("上海 (CNSHA)"). antd keeps the options' order when it filters, so typing "美国" and Enter would pick
 * "美国本土外小岛屿 (UM)", listed before "美国 (US)" by code. Here an exact name or code comes first, then names
 * that start with what was typed, then the rest; equal matches keep their order (issue 14).
 */

type Labelled = { label?: unknown };

function parts(label: unknown): { name: string; code: string } {
  const text = typeof label === 'string' ? label.trim() : '';
  const match = /^(.*?)\s*\(([^()]*)\)$/.exec(text);
  const name = match ? (match[1] ?? '') : text;
  return { name: name.trim().toLowerCase(), code: (match?.[2] ?? '').trim().toLowerCase() };
}

/** How well an option's label matches what was typed: higher is better, 0 is no match. */
export function labelScore(label: unknown, typed: string): number {
  const k = typed.trim().toLowerCase();
  if (!k) return 1;
  const { name, code } = parts(label);
  if (name === k) return 5;
  if (code === k) return 4;
  if (name.startsWith(k)) return 3;
  if (code.startsWith(k)) return 2;
  return name.includes(k) || code.includes(k) ? 1 : 0;
}

/** `showSearch` of a country or port Select: filtered by label, the best match first. */
export const rankedSearch = {
  optionFilterProp: 'label',
  filterSort: (a: Labelled, b: Labelled, info: { searchValue: string }) =>
    labelScore(b.label, info.searchValue) - labelScore(a.label, info.searchValue),
} as const;
