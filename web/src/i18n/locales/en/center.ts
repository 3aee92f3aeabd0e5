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
    verifyGuide: 'Verify now',
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
    companyData: 'All company data',
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
  ing: {
    title: 'Coming soon',
    intro:
      'The feature you opened is being built. When it goes live we will say so in the notice bar and in your messages. These modules are on their way:',
    contact: 'To get it done now, contact customer service:',
    noContact: 'To get it done now, contact customer service from your order page or your messages.',
    manual: 'Read the user manual',
    back: 'Back to the account centre',
    modules: {
      coupons: { title: 'Coupons and VIP', text: 'Claim and use coupons; VIP members save on every order.' },
    },
  },
  helper: {
    title: 'User manual',
    intro:
      'How to use Seabook. Features marked "later release" are being built; this manual is updated when they go live.',
    available: 'Available',
    upcoming: 'Later release',
    fromSpec: 'This section is written from the product specification; the page itself may differ once it is live.',
    figure: 'Figure',
    contents: 'Contents',
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
          s1: 'On the login page switch to "WeChat", scan the QR code with WeChat and confirm on your phone.',
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
      verify: {
        title: 'Verifying yourself or your company',
        steps: {
          s1: 'Open "Personal information" or the verification banner at the top of the account centre and choose personal or company verification.',
          s2: 'A person gives their real name and ID number and uploads both sides of the ID; a company gives its name, unified social credit code, address and phone and uploads its business licence (jpg, bmp, png or pdf, up to 5 MB).',
          s3: 'While the review runs you can search prices and ask for quotes but not order; once approved you can order at once. If it is rejected, the page shows why: correct it and send it again.',
        },
      },
      order: {
        title: 'Reading an order',
        steps: {
          s1: '"My orders" lists your orders by status tab; search by order, B/L, booking or contract number, or your own reference.',
          s2: 'Open an order to see its progress steps, business milestones, review remarks, to-dos, vessel and voyage, containers, documents and fee lines.',
          s3: 'While an order waits for review you can edit or cancel it; when a quote waits for you, accept it before its "valid until" day.',
        },
      },
      billOfLading: {
        title: 'Checking a bill of lading',
        steps: {
          s1: 'When the B/L draft is ready, the order moves to "B/L checking".',
          s2: 'Check the draft in the order page and confirm it or send your corrections; after confirming, wait for the B/L to be issued.',
        },
      },
      messages: {
        title: 'Messages and notices',
        steps: {
          s1: 'The number of unread messages shows beside your avatar in the header and on the "Messages" menu entry.',
          s2: 'Every status change, cargo milestone and to-do of your orders lands in your messages: filter them by kind, open one to mark it read, or mark all read.',
          s3: 'The notice bar at the top of the page shows the platform’s notices (maintenance, holidays, schedule changes), the next one every 60 seconds; all of them are under "Platform notices" in your messages.',
        },
      },
      pay: {
        title: 'Bills and payment',
        steps: {
          s1: 'Confirm your bills under "My bills"; bills are confirmed within 2 working days.',
          s2: 'Pay online or upload a remittance slip; payments against a slip are released within 1 to 2 working days.',
          s3: 'One payment can settle several bills in the same currency; a partly paid bill shows what is left to pay.',
        },
      },
      subAccounts: {
        title: 'Managing sub-accounts',
        steps: {
          s1: 'Once your company is verified, the main account creates sub-accounts under "Sub-accounts": the username has letters or underscores only, is fixed once created, and logs in as "username@company-code".',
          s2: 'Give each sub-account the menus and actions it may use; enable, disable, reset its password or remove it. A disabled sub-account is logged out at once.',
          s3: 'A registered person can also ask to join a verified company with its company code; the main account approves or rejects.',
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
      'Send your details online on the Verification page of your account; we usually review them within 30 minutes. Meanwhile you can search prices and ask for quotes.',
    verifyNow: 'Verify now',
    login: 'Log in to see my verification status',
    back: 'Back to my account',
  },
  address: {
    title: 'Address book',
    desc: 'Keep the consignors, consignees and notify parties you use, and pick them from the address library when you book. A company’s main account and sub-accounts share one address book.',
    kinds: { all: 'All', consignor: 'Consignor', consignee: 'Consignee', notifier: 'Notify party' },
    fields: {
      kind: 'Kind',
      label: 'Short name',
      tag: 'Tag',
      company: 'Company',
      contact: 'Contact',
      phone: 'Phone',
      region: 'Country/region',
      address: 'B/L text',
      detail: 'Other details',
      isDefault: 'Make this the default of its kind',
    },
    hints: {
      label: 'Shown in lists and in the address library',
      address:
        'Name and address as the B/L prints them, up to 8 lines; a consignor in English letters, digits and plain punctuation only',
      detail: 'E.g. tax ID, EORI number or e-mail; for reference, not printed on the B/L',
      tag: 'E.g. "US customers"; searchable',
    },
    placeholders: {
      search: 'Search short name, tag, contact, company or address',
      region: 'Choose a country or region',
      address: 'ACME IMPORTS INC.\n1200 HARBOR BLVD\nLOS ANGELES, CA 90731, USA',
    },
    add: 'Add address',
    edit: 'Edit',
    remove: 'Delete',
    removeConfirm: 'Delete this address? This cannot be undone.',
    setDefault: 'Make default',
    isDefault: 'Default',
    actions: 'Actions',
    contactColumn: 'Contact',
    total: '{{total}} in all',
    empty: 'Your address book is empty. Add a consignor, consignee or notify party you use often.',
    noMatch: 'No address matches',
    addTitle: 'Add address',
    editTitle: 'Edit address',
    save: 'Save',
    saved: 'Address saved',
    removed: 'Address deleted',
    defaultSet: 'Made the default',
    picker: {
      title: 'Address library',
      choose: 'Choose',
      manage: 'Manage the address book',
      empty: 'No addresses of this kind yet',
    },
  },
};
