import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';

/**
 * Server state for the whole app. antd's theme, locale and App come with the parts that use antd
 * (components/antd-scope.tsx), so the first page needs none of antd.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
