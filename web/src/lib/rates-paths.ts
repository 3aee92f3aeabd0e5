/**
 * The pages of the rates feature and the quote details page they link to (spec §2); the booking, drafts
 * and order pages link back to the searches.
 */
export const RATES_PATHS = {
  lclExport: '/lcl/export',
  importLcl: '/import',
  fclExport: '/fcl/export',
  lclDetails: '/lcl/details',
} as const;
