import type { Call, CallAnswer, CallInput } from '@seabook/domain/call';
import { api, type QueryParams, type RequestOptions } from './api.ts';
import { downloadAttachment } from './download.ts';

/**
 * Calls the API through its declaration in the call table (`domain/src/*.calls.ts`): the path and
 * method come from there and the answer is typed by the call's own schema. In development and tests the
 * answer is also checked against that schema, so a drift between server and web (or a test's stub that
 * no longer matches the server) fails loudly; production builds skip the check and never load zod for it.
 */
export async function call<C extends Call>(
  declared: C,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<CallAnswer<C>> {
  const staff = options.staff ?? declared.who.kind === 'staff';
  const data =
    declared.method === 'GET'
      ? await api.get<unknown>(declared.path, input as QueryParams | undefined, { ...options, staff })
      : await api.post<unknown>(declared.path, input, { ...options, staff });
  if (CHECK_ANSWERS) await checkAnswer(declared, data);
  return data as CallAnswer<C>;
}

/** Downloads a call that answers a file (an Excel export, a PDF), saved under the server's name. */
export function download<C extends Call>(
  declared: C,
  input: CallInput<C>,
  fallbackName: string,
  options: { staff?: boolean } = {},
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as QueryParams)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const query = params.toString();
  const path = query === '' ? declared.path : `${declared.path}?${query}`;
  return downloadAttachment(path, fallbackName, { staff: options.staff ?? declared.who.kind === 'staff' });
}

const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

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
