import type { BookingMode } from '@seabook/domain/booking';

/** The pages of the inquiry feature (spec §2) and the order pages a quote leads to. */
export const INQUIRY_PATHS = {
  lcl: '/lcl/inquiry',
  fcl: '/fcl/inquiry',
  list: '/center/inquiry',
} as const;

/** The list with one sheet's detail open: the link a submission and a notice lead to. */
export function inquiryPath(id: string): string {
  return `${INQUIRY_PATHS.list}?${new URLSearchParams({ id })}`;
}

/** The create-order page of the sheet's mode, booking its accepted quote. */
export function orderFromInquiryPath(mode: BookingMode, id: string): string {
  return `${mode === 'fcl' ? '/fcl/createorder' : '/createorder'}?${new URLSearchParams({ inquiry: id })}`;
}
