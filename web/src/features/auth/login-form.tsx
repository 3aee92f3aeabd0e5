import { useState } from 'react';
import { AuthPanel } from './auth-panel.tsx';
import type { AuthTab } from './auth-tabs.ts';

type Props = {
  /** After a password login or a registration; the caller closes the modal. */
  onSuccess(): void;
};

/**
 * The login modal's content: the same tabs as the login page without the carousel. A QR login ends in a
 * reload of the current page (spec §4), so the user stays where the modal opened.
 */
export default function LoginForm({ onSuccess }: Props) {
  const [tab, setTab] = useState<AuthTab>('login');
  return <AuthPanel tab={tab} onTabChange={setTab} onSuccess={onSuccess} />;
}
