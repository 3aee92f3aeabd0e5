/**
 * The two codes the browser's transport acts on by itself, apart from the catalogue (errors.ts) so
 * the first paint does not carry the whole catalogue to know them (decision 014): an expired session,
 * and the generic failure a call without an answer reads as. errors.ts gives them their keys.
 */
export const TOKEN_EXPIRED_CODE = 99999;
export const REQUEST_ERROR_CODE = 50000;
