import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Web source files (tests aside) that write an API path (`/v2/…`) themselves. */
export function wireStrings(files: string[]): string[] {
  return files.filter(
    (file) =>
      file.startsWith('web/src/') &&
      !/\.test\.tsx?$/.test(file) &&
      /['"`]\/v2\//.test(readFileSync(path.join(ROOT, file), 'utf8')),
  );
}

/** Web files that still write API paths by hand; they move to the call table in domain/. */
export const WIRE_ALLOWANCE: readonly string[] = [
  'web/src/app/pages/ops-login-page.tsx',
  'web/src/components/booking-form/api.ts',
  'web/src/features/addresses/addresses-test-utils.tsx',
  'web/src/features/auth/api.ts',
  'web/src/features/dev/api.ts',
  'web/src/features/inquiries/desk/api.ts',
  'web/src/features/letters/api.ts',
  'web/src/features/letters/desk/api.ts',
  'web/src/features/messages/api.ts',
  'web/src/features/ops/audit-api.ts',
  'web/src/features/ops/dashboard-api.ts',
  'web/src/features/ops/staff-api.ts',
  'web/src/features/orders/api.ts',
  'web/src/features/orders/desk/api.ts',
  'web/src/features/orders/desk/desk-test-utils.tsx',
  'web/src/features/orders/orders-test-utils.tsx',
  'web/src/features/rates/collection-api.ts',
  'web/src/features/rates/desk/api.ts',
  'web/src/features/rates/desk/rate-sheet-api.ts',
  'web/src/features/rates/keyword-api.ts',
  'web/src/features/reorder/api.ts',
  'web/src/features/tracking/api.ts',
  'web/src/lib/addresses-api.ts',
  'web/src/lib/auth.ts',
  'web/src/lib/drafts-api.ts',
  'web/src/lib/files.ts',
  'web/src/lib/inquiries-api.ts',
  'web/src/lib/ops-api.ts',
  'web/src/lib/quote-detail-api.ts',
  'web/src/lib/rates-api.ts',
];
