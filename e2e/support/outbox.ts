import { type APIRequestContext, expect } from '@playwright/test';

/** The newest code the development SMS provider sent to a phone, read from the development outbox. */
export async function codeSentTo(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get('/v2/dev/outbox?pageSize=50');
      const items = (await answer.json()).result.data.items as Array<{ to: string; body: string }>;
      code = items.find((item) => item.to === mobile)?.body.match(/\d{6}/)?.[0] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A mobile number no earlier run of this database used. */
export function freshMobile(): string {
  return `186${String(Date.now()).slice(-8)}`;
}

export function masked(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
