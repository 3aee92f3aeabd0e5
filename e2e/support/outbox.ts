import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/** Registers a new personal account through the register tab (code read from the outbox); it lands logged in. */
export async function register(page: Page, mobile: string) {
  await page.goto('/login?tab=register');
  await page.getByTestId('reg-mobile').fill(mobile);
  await page.getByTestId('reg-send-code').click();
  await page.getByTestId('reg-code').fill(await codeSentTo(page.request, mobile));
  await page.getByTestId('reg-email').fill(`e2e${mobile}@example.com`);
  await page.getByTestId('reg-password').fill('Seabook#2026');
  await page.getByTestId('reg-agree').check();
  await page.getByTestId('reg-submit').click();
  await expect(page).toHaveURL(/\/center\/index/);
}
