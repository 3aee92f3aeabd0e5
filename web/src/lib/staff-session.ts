import { tokenSession } from './token-session.ts';

/**
 * The operator's session in the back office (/ops): its own token, apart from the customer's, so one
 * browser can hold both (decision 004: a staff session never acts as a customer). Queries of the back
 * office use keys starting with STAFF_SESSION_KEY, so signing out drops them in one call.
 */
export const STAFF_SESSION_KEY = 'ops-session';

const staff = tokenSession('staff', STAFF_SESSION_KEY);

export const getStaffToken = staff.get;
export const setStaffToken = staff.set;
export const clearStaffSession = staff.clear;
export const useStaffToken = staff.useToken;
