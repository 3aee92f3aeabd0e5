import { expect } from 'vitest';
import type { TestContext } from '../../test/harness.ts';
import type { Answer } from '../../test/http.ts';
import { orderCalls } from '../orders/order-info.fixtures.ts';

/** Test helpers of the dashboard, audit and staff calls: GET and POST under /v2/ in English, and a 200 check. */
export function adminCalls(t: () => TestContext) {
  return {
    get: (path: string, token?: string) => orderCalls(t()).get(path, token),
    post: (path: string, body: unknown, token?: string) => orderCalls(t()).post(path, body, token),
  };
}

/** The answer, once it is known to be a success (the refusal is shown otherwise). */
export function ok(answer: Answer): Answer {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer;
}
