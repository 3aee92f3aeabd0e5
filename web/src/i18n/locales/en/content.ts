import type { Messages } from '../../resources.ts';

export const content: Messages['content'] = {
  home: {
    hero: {
      title: 'LCL and FCL sea freight, transparent prices, booked online',
      subtitle:
        'About 125 export LCL services a week and about 54 import LCL services, plus FCL, sea-rail, customs declaration, insurance and door pickup, all on one platform.',
      register: 'Register free',
      center: 'Go to my account',
      manual: 'Read the user manual',
    },
    stats: {
      ports: { value: '300+', label: 'Ports covered' },
      countries: { value: '70+', label: 'Countries and regions' },
      exportLcl: { value: '125', label: 'Export LCL services a week' },
      pickup: { value: '500+', label: 'Cities with door pickup' },
    },
    offerings: {
      title: 'Products and services',
      subtitle: 'From pickup at your door to delivery at destination, every leg has a published price.',
      items: {
        exportLcl: {
          title: 'Export LCL',
          desc: 'About 125 export LCL services a week, rates including surcharges, charged by volume and weight.',
        },
        importLcl: {
          title: 'Import LCL',
          desc: 'About 54 import LCL services a week, consolidated overseas and cleared and delivered in China.',
        },
        fcl: { title: 'FCL', desc: 'Full containers of the common types, booked online and priced per container.' },
        seaRail: { title: 'Sea-rail', desc: 'Ocean legs connected to rail services, reaching inland cities.' },
        customs: {
          title: 'Customs declaration',
          desc: 'Export declaration, priced by declaration type and document count.',
        },
        insurance: {
          title: 'Cargo insurance',
          desc: 'Free cover for cargo worth up to 200,000 RMB; above that, premium by markup rate.',
        },
        pickup: { title: 'Door pickup', desc: 'Pickup in 500+ cities across China, in a morning or afternoon slot.' },
        destination: {
          title: 'Destination clearance and delivery',
          desc: 'Customs clearance and delivery at destination, arranged for DAP, DDU and DDP terms.',
        },
        warehouse: {
          title: 'Warehouse services',
          desc: 'Palletising, weighing and labelling, with quantities and fees shown before you order.',
        },
      },
    },
    coverage: {
      title: 'Coverage',
      desc: 'Our network reaches 300+ ports in 70+ countries and regions: direct services to the main base ports, transhipment to the rest.',
      regions:
        'Southeast Asia, Japan and Korea, Middle East, India and Pakistan, Europe, Mediterranean, USA and Canada, Latin America, Africa, Australia and New Zealand',
    },
    dangerous: {
      title: 'Dangerous goods accepted',
      desc: 'We carry the following classes once the full declaration documents are provided:',
      classes: {
        c3: 'Class 3: flammable liquids',
        c41: 'Class 4.1: flammable solids',
        c61: 'Class 6.1: toxic substances',
        c8: 'Class 8: corrosive substances',
        c9: 'Class 9: miscellaneous dangerous substances and articles',
      },
      note: 'Other classes are not accepted at present.',
    },
    why: {
      title: 'Why Seabook',
    },
    cta: {
      title: 'Register now and start booking online',
      desc: 'Once registered you can ask for quotes and keep inquiry sheets; verify your identity or company to place orders.',
      button: 'Register now',
    },
  },
  agreement: {
    title: 'Platform user agreement',
    intro:
      'Welcome to Seabook, the sea-freight booking platform (the "Platform"). Please read this agreement in full before you register.',
    sections: {
      acceptance: {
        title: '1. Acceptance',
        body: 'By ticking the agreement box on the registration page and completing registration, you confirm that you have read, understood and accepted every term of this agreement. If you do not agree with any part of it, do not register or use the Platform.',
      },
      service: {
        title: '2. The service',
        body: 'The Platform offers online rate lookup, inquiries, booking, bills and cargo tracking for LCL and FCL sea freight and related services. The service is what the Platform actually provides at any time, and the Platform may change it as the business requires.',
      },
      account: {
        title: '3. Your account',
        body: 'You must give true and accurate registration details and keep your account and password safe. Everything done through your account counts as done by you. If your account is used without your permission, contact the Platform at once.',
      },
      noWarranty: {
        title: '4. No warranty',
        body: 'The Platform is provided "as is", without any express or implied warranty that it is timely, accurate, complete or uninterrupted. Rates, schedules and similar information are for reference; the information confirmed at booking prevails.',
      },
      liability: {
        title: '5. Limitation of liability',
        body: 'The Platform is not liable for losses caused by force majeure, network failures, third parties (including carriers, ports and customs) or your own actions. To the extent the law allows, the Platform is not liable for indirect losses or loss of profit.',
      },
      ip: {
        title: '6. Intellectual property',
        body: 'The trademarks, logos, page designs, text, images, software and data of the Platform belong to the Platform or the respective right holders. Nobody may copy, modify, distribute or use them commercially without written permission.',
      },
      law: {
        title: '7. Governing law and disputes',
        body: "This agreement is made, performed and interpreted under the laws of the People's Republic of China. Disputes shall first be settled by friendly negotiation; failing that, either party may sue in the competent people's court where the Platform's operator is located.",
      },
      changes: {
        title: '8. Changes to this agreement',
        body: 'The Platform may amend this agreement; an amended agreement takes effect when published on the Platform. Using the Platform after an amendment means you accept the amended agreement.',
      },
    },
  },
  notFound: {
    title: '404',
    desc: 'Sorry, the page you are looking for does not exist or has been removed.',
  },
  i18nTest: {
    title: 'Translation test',
    desc: 'Every text key of every namespace, with the three languages side by side for proofreading.',
    search: 'Search keys or texts',
    namespace: 'Namespace',
    allNamespaces: 'All namespaces',
    key: 'Key',
    missing: '(missing)',
    total: '{{count}} keys',
  },
  mobile: {
    home: {
      title: 'Sea freight booking, wherever you are',
      tagline: 'Transparent LCL and FCL rates; order and track from your phone.',
      services: 'Our services',
      login: 'Log in / Register',
      center: 'My account',
      desktop: 'Open the desktop site',
    },
    share: {
      title: 'Share Seabook',
      desc: 'Scan the QR code to open Seabook on a phone, or copy the link and send it to colleagues and customers.',
      copy: 'Copy link',
      copied: 'Link copied',
      copyUnsupported: 'This browser cannot copy automatically. Press and hold the link to copy it.',
    },
  },
};
