import type { Messages } from '../../resources.ts';

export const center: Messages['center'] = {
  index: {
    greeting: 'Hello, {{name}}',
    accountKind: 'Account type',
    company: 'Company',
    verification: 'Verification',
    vip: 'Membership',
    vipActive: 'VIP member until {{date}}',
    vipExpired: 'VIP expired on {{date}}',
    vipNone: 'Not a member',
    vipNumber: 'Member no. {{number}}',
    ordering: 'Online ordering',
    canOrder: 'You can place orders',
    cannotOrder: 'You cannot place orders yet',
    verifyGuide: 'See the verification guide',
    profile: 'View personal information',
  },
  kinds: {
    personal: 'Personal',
    company: 'Company',
    main: 'main account',
    sub: 'sub-account',
  },
  verification: {
    unverified: 'Not verified',
    pending: 'Being reviewed',
    verified: 'Verified',
    rejected: 'Rejected',
  },
  information: {
    title: 'Personal information',
    name: 'Name',
    username: 'Username',
    mobile: 'Mobile',
    email: 'E-mail',
    company: 'Company',
    verification: 'Verification',
    role: 'Role',
    permissions: 'Permissions',
    noPermissions: 'No permissions',
    readOnly: 'Editing your details arrives in a later release; until then, contact customer service to change them.',
  },
  permissions: {
    center: 'Account centre',
    inquiry: 'Inquiries',
    draft: 'Drafts',
    order: 'Orders',
    bill: 'Bills',
    invoice: 'Invoices',
    coupon: 'Coupons',
    collection: 'Favourites',
    message: 'Messages',
    information: 'Personal information',
    childAccount: 'Sub-accounts',
    address: 'Address book',
    helper: 'User manual',
  },
  actions: {
    add: 'add',
    delete: 'delete',
    edit: 'edit',
    query: 'search',
    get: 'view',
    enable: 'enable',
    disable: 'disable',
    import: 'import',
    export: 'export',
  },
  helper: {
    title: 'User manual',
    intro:
      'How to use Seabook. Features marked "later release" are being built; this manual is updated when they go live.',
    available: 'Available',
    upcoming: 'Later release',
    sections: {
      register: {
        title: 'Register',
        steps: {
          s1: 'Click "Log in / Register" at the top right and switch to "Register".',
          s2: 'Enter a mainland China mobile number and click "Get code". The SMS code is valid for 5 minutes; you can ask for another after 60 seconds.',
          s3: 'Enter the code, your e-mail and a password of at least 6 characters that mixes letters, digits or symbols.',
          s4: 'Tick your acceptance of the user agreement and submit. You are logged in as soon as registration succeeds.',
        },
      },
      login: {
        title: 'Log in and reset your password',
        steps: {
          s1: 'Main accounts log in with mobile number and password; sub-accounts use their full account name (username@company-code).',
          s2: 'Forgot your password? Click "Forgot password", set a new one with an SMS code, and you are taken back to login after 5 seconds.',
          s3: 'Too many wrong passwords lock logins for a while. Try again later or reset your password.',
        },
      },
      qrLogin: {
        title: 'Log in with WeChat',
        steps: {
          s1: 'On the login page switch to "Scan to log in", scan the QR code with WeChat and confirm on your phone.',
          s2: 'The first time, bind the WeChat account to your Seabook account (mobile and password), or verify the bound mobile with an SMS code.',
          s3: 'When the QR code expires, click it to get a new one.',
        },
      },
      search: {
        title: 'Search rates',
        steps: {
          s1: 'Choose the port of loading, port of discharge and sailing date to see LCL or FCL rates, surcharges included.',
          s2: 'Searching needs no account; the detailed quote needs you to log in.',
        },
      },
      book: {
        title: 'Book online',
        steps: {
          s1: 'Pick a service and enter the cargo (pieces, weight, volume, packing, English description, marks); add customs declaration, pickup or insurance as needed.',
          s2: 'Ordering needs a verified identity or company. You hear back from our review within 30 minutes of submitting.',
          s3: 'You can also order by uploading a shipping instruction, or continue an order saved in your drafts.',
        },
      },
      track: {
        title: 'Track cargo',
        steps: {
          s1: 'Search by bill of lading or booking number, container number or customer contract number.',
          s2: 'The order page shows every step: booking, pickup, warehouse, customs release, sailing and arrival.',
        },
      },
      pay: {
        title: 'Bills and payment',
        steps: {
          s1: 'Confirm your bills under "My bills"; bills are confirmed within 2 working days.',
          s2: 'Pay online or upload a remittance slip; payments against a slip are released within 1 to 2 working days.',
          s3: 'Customers with a monthly-settlement contract pay monthly bills and can request invoices online.',
        },
      },
    },
  },
  authGuide: {
    title: 'Verification guide',
    intro:
      'Verify your account to place orders online. You can verify as a person or as a company; each unlocks different features.',
    personal: {
      title: 'Personal verification',
      who: 'For individual shippers and sole traders.',
      needs: 'Upload the front and back of your ID card (jpg, bmp or png, up to 5 MB each).',
      unlocks: 'Once verified you can book by yourself and order by uploading a shipping instruction.',
    },
    company: {
      title: 'Company verification',
      who: 'For companies, trading firms and fellow forwarders.',
      needs:
        "Upload the business licence (jpg, bmp, png or pdf, up to 5 MB) and enter the company's name, licence number, address and phone.",
      unlocks:
        'Once verified you can place orders and create sub-accounts with their own permissions; staff can also apply to join a verified company and become sub-accounts once approved.',
    },
    upgrade: 'Personally verified users can upgrade to company verification.',
    states:
      'Verification is not verified, being reviewed, verified or rejected. Ordering is unavailable while under review.',
    submitLater:
      'The page for submitting verification online arrives in a later release; until then, contact customer service to get verified.',
    login: 'Log in to see my verification status',
    back: 'Back to my account',
  },
};
