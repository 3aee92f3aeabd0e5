/**
 * A desk's view in the address bar (tab, filters, page, the open item), so a link — from the dashboard,
 * say — opens the same view: how the desks read it back and how they write it.
 */

type ParamValue = string | number | null | undefined;

/** The page the address asks for: a whole number from 1, else 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The id of the item open in a drawer, or null. */
export function idParam(params: URLSearchParams): string | null {
  return params.get('id')?.trim() || null;
}

/** One of `allowed` named by the address, or undefined for anything else. */
export function choiceParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = params.get(name);
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/**
 * A view as address parameters: blanks and the values equal to the desk's defaults are left out, so
 * the plain address is the queue's first page.
 */
export function viewParams(
  view: Record<string, ParamValue>,
  defaults: Record<string, string | number>,
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(view))
    if (value !== null && value !== undefined && value !== '' && value !== defaults[key]) query[key] = String(value);
  return query;
}
