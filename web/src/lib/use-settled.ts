import { useEffect, useState } from 'react';

/** A value once it has not changed for `delayMs` (compared by its JSON, so equal drafts are one). */
export function useSettled<T>(value: T, delayMs: number): T {
  const json = JSON.stringify(value) ?? '';
  const [settled, setSettled] = useState<{ json: string; value: T }>({ json, value });
  useEffect(() => {
    if (json === settled.json) return;
    const timer = setTimeout(() => setSettled({ json, value }), delayMs);
    return () => clearTimeout(timer);
  }, [json, value, settled.json, delayMs]);
  return settled.value;
}
