import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_KEY, setToken } from '../../lib/auth.ts';

/** Keeps a token from login, registration or a QR bind, and has the user's data fetched afresh. */
export function useSignIn(): (token: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) => {
      setToken(token);
      void queryClient.invalidateQueries({ queryKey: [SESSION_KEY] });
    },
    [queryClient],
  );
}
