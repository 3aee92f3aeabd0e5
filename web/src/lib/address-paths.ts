/** The page of the address book feature (spec §2: /center/address). */
export const ADDRESS_PATHS = {
  book: '/center/address',
} as const;
