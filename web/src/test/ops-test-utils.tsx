import type { Locale } from '@seabook/domain/i18n';
import type { OpsMe } from '@seabook/domain/ops-audit';
import type { Action, StaffPermission } from '@seabook/domain/permissions';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setLocale } from '../i18n/i18n.ts';
import { clearStaffSession, setStaffToken } from '../lib/staff-session.ts';

/** Test helpers every back-office desk shares: a signed-in operator and what GET /v2/ops/me answers. */

/**
 * Each test of the file runs as an operator signed in with `token`, in `locale`, with fetch stubbed
 * afresh and nothing left behind.
 */
export function operatorTests({ token, locale = 'zh-CN' }: { token: string; locale?: Locale }): void {
  beforeEach(async () => {
    localStorage.clear();
    setStaffToken(token);
    await setLocale(locale);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearStaffSession();
  });
}

/** GET /v2/ops/me of an operator with `actions` on one desk (every action unless told). */
export function deskOperator(
  desk: StaffPermission,
  who: { username: string; role: string },
  actions: Action[] = ['query', 'get', 'edit'],
): OpsMe {
  return {
    id: 's-1',
    username: who.username,
    name: who.username.charAt(0).toUpperCase() + who.username.slice(1),
    role: who.role,
    permissions: [{ permissionId: desk, actionEntitySet: actions.map((action) => ({ action })) }],
  };
}
