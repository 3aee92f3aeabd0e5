/** The account centre's verification pages (issue 16). */
export const AUTHENTICATION_PATH = '/center/authentication';
export const UPGRADE_PATH = '/center/authentication/upgrade';
export const AUTH_GUIDE_PATH = '/center/authGuide';
