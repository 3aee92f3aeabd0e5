import type { BookingMode } from '@seabook/domain/booking-rules';

const withId = (path: string, id: string) => `${path}?${new URLSearchParams({ id })}`;

/**
 * The pages of orders by letter of instruction (spec §2: /orderByLetter, /fcl/orderByLetter,
 * /fcl/orderBySimple) and where a letter leads: the drafts centre's letters tab, the draft a template
 * became (/draftCreate, /fcl/draftCreate) and the order an operator booked.
 */
export const LETTER_PATHS = {
  byLetter: (mode: BookingMode) => (mode === 'fcl' ? '/fcl/orderByLetter' : '/orderByLetter'),
  simple: '/fcl/orderBySimple',
  list: '/center/draft?tab=letters',
  draft: (mode: BookingMode, draftId: string) => withId(mode === 'fcl' ? '/fcl/draftCreate' : '/draftCreate', draftId),
  order: (orderId: string) => withId('/center/orderdetail', orderId),
  verify: '/center/authGuide',
} as const;
