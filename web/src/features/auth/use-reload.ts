import { useCallback } from 'react';
import { appBridge } from '../../lib/app-bridge.ts';

/**
 * The reload that ends a QR login (spec §4). On the login page it loads the destination instead, since
 * reloading /login itself would only show the form again.
 */
export function useReload(reloadTo?: string): () => void {
  return useCallback(() => {
    if (reloadTo) window.location.assign(reloadTo);
    else appBridge().reload();
  }, [reloadTo]);
}
