import { expect, type Page } from '@playwright/test';

/** Signs an operator in at /ops/login (the demo admin unless told) and waits for the back office. */
export async function opsLogIn(page: Page, username = 'admin', password = 'Admin@2026') {
  await page.goto('/ops/login');
  await page.getByTestId('ops-login-username').fill(username);
  await page.getByTestId('ops-login-password').fill(password);
  await page.getByTestId('ops-login-submit').click();
  await expect(page.getByTestId('ops-menu')).toBeVisible();
}

/**
 * Answers "confirm" to an order desk's question (save a milestone, the loading details…) and waits until the
 * question has gone, fade-out included: a question still fading out would otherwise be the one the next
 * confirmation presses, and the new one would stay unanswered.
 */
export async function confirmDesk(page: Page) {
  await page.getByTestId('desk-confirm-ok').last().click();
  await expect(page.getByTestId('desk-confirm-ok')).toHaveCount(0);
}
