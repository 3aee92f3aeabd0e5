import type { Call, CallInput } from '@seabook/domain/call';
import { errorText } from '../i18n/error-text.ts';
import { getLocale } from '../i18n/i18n.ts';
import { headersFor, type QueryParams } from './api.ts';
import { ApiError } from './api-error.ts';

/** The file name a download answer names (RFC 6266 `filename*` first), else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const exact = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (exact) return decodeURIComponent(exact);
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * Downloads an authenticated file answer (the token travels in a header, so a plain link cannot): the
 * bytes as a blob, saved under the name the server gives (`staff`: with the operator's token). A refusal is thrown as the envelope's ApiError.
 */
export async function downloadAttachment(
  path: string,
  fallbackName: string,
  options: { staff?: boolean } = {},
): Promise<void> {
  const response = await fetchAuthenticated(path, options);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * An authenticated file answer as an object URL, to show an image the token guards (the caller revokes
 * it with `URL.revokeObjectURL` when done).
 */
export async function fetchObjectUrl(path: string, options: { staff?: boolean } = {}): Promise<string> {
  return URL.createObjectURL(await (await fetchAuthenticated(path, options)).blob());
}

/** The answer of an authenticated GET; a refusal is thrown as the envelope's ApiError. */
async function fetchAuthenticated(path: string, options: { staff?: boolean }): Promise<Response> {
  const locale = getLocale();
  const headers = headersFor(locale, options);
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'include' });
  } catch {
    throw new ApiError({ code: 0, msg: errorText('REQUEST_ERROR', locale), status: 0 });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: number; msg?: string } };
    throw new ApiError({
      code: body.error?.code ?? 0,
      msg: body.error?.msg || errorText('REQUEST_ERROR', locale),
      status: response.status,
    });
  }
  return response;
}

/**
 * Downloads a call that answers a file (an Excel export, a PDF), saved under the server's name. The
 * input fills the path's parameters (`:id`) and the rest goes in the query.
 */
export function download<C extends Call>(
  declared: C,
  input: CallInput<C>,
  fallbackName: string,
  options: { staff?: boolean } = {},
): Promise<void> {
  const rest: QueryParams = { ...((input ?? {}) as QueryParams) };
  const filled = declared.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const query = params.toString();
  const path = query === '' ? filled : `${filled}?${query}`;
  // A production build keeps `who` only on operators' calls (web/build/call-docs.ts).
  return downloadAttachment(path, fallbackName, { staff: options.staff ?? declared.who?.kind === 'staff' });
}
