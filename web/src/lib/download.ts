import { errorText } from '../i18n/error-text.ts';
import { getLocale } from '../i18n/i18n.ts';
import { headersFor } from './api.ts';
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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
