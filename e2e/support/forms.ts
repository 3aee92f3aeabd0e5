import { expect, type Page } from '@playwright/test';
import { openPage } from './pages.ts';

/** Logs a demo account in with the demo password. */
export async function logIn(page: Page, mobile: string) {
  await page.goto('/login');
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-password').fill('Demo@2026');
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Picks a port in the search form's combobox by what is typed and the code in its option. */
export async function choosePort(page: Page, testId: string, typed: string, code: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await page
    .getByRole('option')
    .filter({ hasText: `(${code})` })
    .first()
    .click();
}

/** The calendar day in China `days` from now (the sailing and pickup dates are China dates). */
export function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An antd popup (a select's list, a date picker's panel) once it has settled where it shows. It is first
 * rendered far off the page and placed under its field a moment later, before its opening motion starts;
 * on a busy machine it can sit unplaced long enough to look "stable" to a click, which then lands
 * elsewhere (in CI it hit the page's header and the choice was never made). While it moves it carries a
 * motion class. `SETTLED` is added to the popup's own class; `OPEN_DROPDOWN` is a select's settled list.
 */
export const SETTLED = ':visible:not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])';
export const OPEN_DROPDOWN = `.ant-select-dropdown${SETTLED}`;
/** The OK button of a confirmation dialog once its zoom has settled (a click during it can land beside it). */
export const CONFIRM_OK = `.ant-modal${SETTLED} .ant-modal-confirm-btns .ant-btn-primary`;

/** antd's select lists its options as items of a dropdown (only the active one is an ARIA option). */
export function dropdownOption(page: Page, option: string | RegExp) {
  return page.locator(`${OPEN_DROPDOWN} .ant-select-item-option`, { hasText: option }).first();
}

export async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await dropdownOption(page, option).click();
}

/**
 * Search CNSHA → USLAX from a week ahead (so the cargo cut-off leaves days for a pickup), open the first
 * line's details with cargo, and press Book.
 */
export async function openEntrust(page: Page) {
  await openPage(page, '/lcl/export');
  await choosePort(page, 'pol-select', '上海', 'CNSHA');
  await choosePort(page, 'pod-select', '洛杉矶', 'USLAX');
  await page.getByTestId('sailing-date').fill(chinaDay(7));
  await page.getByTestId('search-submit').click();
  await page.getByTestId('quote-line').first().getByTestId('line-details').click();
  await expect(page.getByTestId('details-page')).toBeVisible();
  const cargo = page.getByTestId('cargo-form');
  await cargo.getByTestId('cargo-weightKg').fill('500');
  await cargo.getByTestId('cargo-volumeCbm').fill('2');
  await cargo.getByTestId('cargo-pieces').fill('10');
  await cargo.getByRole('button').last().click();
  await page.getByTestId('book-line').click();
  await expect(page.getByTestId('entrust-page')).toBeVisible();
}
