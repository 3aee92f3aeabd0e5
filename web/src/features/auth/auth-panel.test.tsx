import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { AuthPanel } from './auth-panel.tsx';
import type { AuthTab } from './auth-tabs.ts';
import { renderWithApp, stubServer } from './test-utils.tsx';

beforeEach(async () => {
  localStorage.clear();
  await setLocale('zh-CN');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Panel() {
  const [tab, setTab] = useState<AuthTab>('login');
  return <AuthPanel tab={tab} onTabChange={setTab} onSuccess={vi.fn()} />;
}

describe('AuthPanel', () => {
  it('puts the focus in the pane a link opens, since the link itself is hidden with its pane', async () => {
    stubServer({});
    renderWithApp(<Panel />);
    fireEvent.click(screen.getByRole('button', { name: '忘记密码？' }));
    const first = await screen.findByTestId('fp-mobile');
    await waitFor(() => expect(document.activeElement).toBe(first));

    fireEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    fireEvent.click(screen.getByRole('button', { name: '还没有账号？立即注册' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('reg-mobile')));
  });
});
