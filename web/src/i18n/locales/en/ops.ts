import type { Messages } from '../../resources.ts';

export const ops: Messages['ops'] = {
  brand: 'Seabook back office',
  menu: {
    finance: 'Finance',
    dashboard: 'Dashboard',
    rates: 'Rates',
    inquiries: 'Inquiry desk',
    orders: 'Order desk',
    letters: 'Letter desk',
    audit: 'Audit',
    staff: 'Staff',
    verifications: 'Verifications',
    customers: 'Customers',
    notices: 'Notices',
  },
  header: {
    openMenu: 'Open menu',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    logout: 'Sign out',
    logoutConfirmTitle: 'Sign out of the back office?',
    logoutConfirmContent: 'You will need your username and password to come back.',
    customerSite: 'Customer site',
  },
  login: {
    title: 'Back office sign-in',
    subtitle: 'For platform staff only. Customers sign in on the main site.',
    username: 'Username',
    usernameRequired: 'Enter your username',
    password: 'Password',
    passwordRequired: 'Enter your password',
    submit: 'Sign in',
    failed: 'Sign-in failed, please try again',
  },
  roles: {
    staff: {
      admin: 'Administrator',
      sales: 'Sales',
      service: 'Customer service',
      operations: 'Operations',
      finance: 'Finance',
    },
  },
  forbidden: {
    title: 'No access',
    description: 'Your role cannot use this desk. Ask an administrator if you need it.',
    back: 'Back to the dashboard',
  },
  waited: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h {{minutes}} min',
    days: '{{days}} d {{hours}} h',
    overdue: 'Over 30 minutes',
  },
  loadFailed: 'Could not load',
  retry: 'Retry',
};
