export const AUTH_TABS = ['login', 'qr', 'register', 'forgot'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export function isAuthTab(value: unknown): value is AuthTab {
  return typeof value === 'string' && (AUTH_TABS as readonly string[]).includes(value);
}
