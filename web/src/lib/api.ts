import { REQUEST_TIMEOUT_MS } from '@seabook/domain/auth-rules';
import type { Call, CallAnswer, CallInput } from '@seabook/domain/call';
import { APPCLIENT_BY_LOCALE, type Locale } from '@seabook/domain/i18n';
import { REQUEST_ERROR_CODE, TOKEN_EXPIRED_CODE } from '@seabook/domain/transport-codes';
import { errorText } from '../i18n/error-text.ts';
import { getLocale, i18n } from '../i18n/i18n.ts';
import { ApiError, NETWORK_STATUS } from './api-error.ts';
import { appBridge } from './app-bridge.ts';
import { clearSession, expireSession, getToken, loginPath } from './session.ts';
import { readToken, userSign } from './storage.ts';

export { ApiError, isApiError } from './api-error.ts';

/**
 * The API client of spec §7–§8. It speaks the envelope, adds the wire headers and applies the three
 * session rules of §8 (99999, 401, 403). Every other failure is rejected as an ApiError for the caller
 * to show: the client never toasts or navigates on its own beyond those rules.
 */

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  /** A login or register call: its 401 means "wrong credentials", not "session lost". */
  loginRequest?: boolean;
  /** Sent as `Idempotency-Key` on writes that create something. */
  idempotencyKey?: string;
  /** No 401/403 notification (background calls); the session rules still apply. */
  silent?: boolean;
  /** Cancels the call, e.g. TanStack Query's signal when a query is dropped. */
  signal?: AbortSignal;
  /** A back-office call: the operator's token, and a lost session goes back to /ops/login. */
  staff?: boolean;
  /**
   * A call made on the way to a login-only page (its route's loader), before that page is the one
   * shown: an expired session (99999) goes to the login page with the way back to this path, not to
   * the page being left.
   */
  expiredBackTo?: string;
};

/** After a 99999 the page reloads after 1 s; after a 401 logout after 1.5 s (spec §8). */
export const EXPIRED_RELOAD_MS = 1000;
export const UNAUTHORIZED_RELOAD_MS = 1500;

/** `Accept-Language` for a locale: `en` for English, the Chinese variant otherwise. */
function acceptLanguage(locale: Locale): string {
  return locale === 'en' ? 'en' : locale;
}

/** The wire headers of spec §7 for a call in `locale` (also used by authenticated downloads). */
export function headersFor(locale: Locale, options: RequestOptions = {}, json = false): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    appid: '1',
    appclient: APPCLIENT_BY_LOCALE[locale],
    'Accept-Language': acceptLanguage(locale),
    USERSIGN: userSign(),
  });
  if (json) headers.set('Content-Type', 'application/json');
  const token = options.staff ? getStaffToken() : getToken();
  if (token) headers.set('accesstoken', token);
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  return headers;
}

function withQuery(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  if (text === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

type Envelope = {
  error?: { code?: unknown; msg?: unknown; fields?: unknown };
  result?: { data?: unknown };
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') out[key] = text;
  return out;
}

/** The failure an envelope describes, or null when `error` is empty (success). */
function envelopeError(body: Envelope, status: number, locale: Locale): ApiError | null {
  const error = isRecord(body.error) ? body.error : {};
  const sentCode = typeof error.code === 'number' && error.code !== 0 ? error.code : undefined;
  if (sentCode === undefined && status >= 200 && status < 300) return null;
  const code = sentCode ?? REQUEST_ERROR_CODE;
  const msg = typeof error.msg === 'string' && error.msg !== '' ? error.msg : errorText(code, locale);
  const data = isRecord(body.result) ? body.result.data : undefined;
  return new ApiError({ code, msg, status, fields: stringFields(error.fields), data });
}

// Calls in flight fail together when a session ends; the user is told once and the page reloads once.
let reloadPending = false;

function scheduleReload(delay: number): void {
  reloadPending = true;
  setTimeout(() => {
    reloadPending = false;
    appBridge().reload();
  }, delay);
}

/** The operator's token (lib/staff-session.ts), read here so customer pages never load the back office's session code. */
function getStaffToken(): string | null {
  return readToken(Date.now(), 'staff');
}

/** An operator whose session ended is told once and sent back to the back office's sign-in. */
function endStaffSession(error: ApiError): void {
  if (!reloadPending) {
    reloadPending = true;
    appBridge().notify({ type: 'error', title: error.msg });
    void import('./staff-session.ts').then(({ clearStaffSession }) => {
      clearStaffSession();
      appBridge().navigate('/ops/login');
    });
    setTimeout(() => {
      reloadPending = false;
    }, UNAUTHORIZED_RELOAD_MS);
  }
  error.handled = true;
}

/** Applies the session rules of spec §8; marks the error handled when the user has been told. */
function applySessionRules(error: ApiError, options: RequestOptions, hadToken: boolean): void {
  const bridge = appBridge();
  if (options.staff && hadToken && (error.code === TOKEN_EXPIRED_CODE || error.status === 401)) {
    endStaffSession(error);
    return;
  }
  if (error.code === TOKEN_EXPIRED_CODE) {
    if (!reloadPending) {
      bridge.notify({ type: 'error', title: error.msg });
      const to = options.expiredBackTo ? loginPath(options.expiredBackTo, true) : bridge.expiredTo();
      expireSession();
      bridge.navigate(to);
      scheduleReload(EXPIRED_RELOAD_MS);
    }
    error.handled = true;
    return;
  }
  if (error.status === 403) {
    if (!options.silent) {
      bridge.notify({ type: 'error', title: i18n.t('common:api.forbidden'), description: error.msg });
    }
    error.handled = !options.silent;
    return;
  }
  if (error.status === 401 && !options.loginRequest) {
    if (reloadPending) {
      error.handled = true;
      return;
    }
    if (!options.silent) {
      bridge.notify({
        type: 'error',
        title: i18n.t('common:api.unauthorized'),
        description: i18n.t('common:api.unauthorizedDesc'),
      });
    }
    if (hadToken) {
      clearSession();
      scheduleReload(UNAUTHORIZED_RELOAD_MS);
    }
    error.handled = !options.silent;
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions): Promise<T> {
  const locale = getLocale();
  const hadToken = (options.staff ? getStaffToken() : getToken()) !== null;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const hasJsonBody = method === 'POST' && body !== undefined && !isForm;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: headersFor(locale, options, hasJsonBody),
      body: isForm ? (body as FormData) : hasJsonBody ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
  } catch (cause) {
    // A caller's own cancellation is not a failure to report; rethrow it as is.
    if (options.signal?.aborted) throw cause;
    throw new ApiError({
      code: REQUEST_ERROR_CODE,
      msg: errorText('REQUEST_ERROR', locale),
      status: NETWORK_STATUS,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  let parsed: Envelope = {};
  try {
    const json: unknown = await response.json();
    if (isRecord(json)) parsed = json as Envelope;
  } catch {
    // A proxy's HTML error page or an empty body: judged by the HTTP status below.
  }

  const error = envelopeError(parsed, response.status, locale);
  if (error) {
    applySessionRules(error, options, hadToken);
    throw error;
  }
  return parsed.result?.data as T;
}

/**
 * Calls the API through its declaration in the call table (`domain/src/*.calls.ts`): the path and
 * method come from there and the answer is typed by the call's own schema. In development and tests the
 * answer is also checked against that schema, so a drift between server and web (or a test's stub that
 * no longer matches the server) fails loudly; production builds skip the check and never load zod for it.
 * (Here rather than in a file of its own: the first page makes calls, and each file it loads costs bytes.)
 */
export async function call<C extends Call>(
  declared: C,
  input: CallInput<C>,
  options: RequestOptions & { query?: QueryParams } = {},
): Promise<CallAnswer<C>> {
  const get = declared.method === 'GET';
  const data = await request<unknown>(
    declared.method,
    // A POST's query (an upload's task id) comes in the options.
    withQuery(declared.path, get ? (input as QueryParams | undefined) : options.query),
    get ? undefined : input,
    // A production build keeps `who` only on operators' calls (web/build/call-docs.ts).
    { ...options, staff: options.staff ?? declared.who?.kind === 'staff' },
  );
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') await checkAnswer(declared, data);
  return data as CallAnswer<C>;
}

/** Development and tests: the answer must match the call's schema, or the drift is reported as an error. */
async function checkAnswer(declared: Call, data: unknown): Promise<void> {
  const { answer } = await declared.schemas();
  if (!answer) return;
  const parsed = answer.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`${declared.method} ${declared.path} answered outside its schema: ${issues.join('; ')}`);
  }
}

export const api = {
  get<T>(path: string, query?: QueryParams, options: RequestOptions = {}): Promise<T> {
    return request<T>('GET', withQuery(path, query), undefined, options);
  },
  post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return request<T>('POST', path, body, options);
  },
};
