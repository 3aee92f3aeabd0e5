import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocale, useLocale } from '../i18n/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

export const PRIMARY_COLOR = '#1489FF';

/** Server state, the antd theme and locale, and antd's App (themed notification, message and modal). */
export function Providers({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antdLocale(locale)}
        theme={{ token: { colorPrimary: PRIMARY_COLOR, colorLink: PRIMARY_COLOR } }}
        // Without this antd puts a space inside two-character Chinese button labels.
        button={{ autoInsertSpace: false }}
      >
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
