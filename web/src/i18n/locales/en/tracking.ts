import type { Messages } from '../../resources.ts';

export const tracking: Messages['tracking'] = {
  title: 'Cargo tracking',
  intro:
    'Enter a B/L or booking number, a container number or your contract number to see the vessel, voyage, milestones and arrival.',
  types: {
    '1': 'B/L or booking no.',
    '2': 'Container no.',
    '3': 'Contract no.',
  },
  placeholders: {
    '1': 'e.g. COSU6123456780 or order no. SB2606150001',
    '2': 'e.g. CSQU3054383',
    '3': 'e.g. HT-2026-001',
  },
  form: {
    type: 'Search by',
    no: 'Number',
    search: 'Track',
    detected: { '1': 'This looks like a B/L or order number', '2': 'This looks like a container number' },
    useDetected: 'Search by {{type}}',
  },
  result: {
    found: '{{count}} shipment(s) found',
    empty: 'No shipment found for this number',
    emptyHint: 'Check the number and what it is; an order can be tracked once it has passed review.',
    route: 'Route',
    vessel: 'Vessel / voyage',
    etd: 'ETD',
    eta: 'ETA',
    atd: 'ATD',
    ata: 'ATA',
    pending: 'To be advised',
    containers: 'Containers',
    containerHint: 'Click a container number to track that box',
    seal: 'Seal {{seal}}',
    viewOrder: 'View order',
    yours: 'This is your company’s order',
  },
  phases: {
    preparing: 'Awaiting departure',
    in_transit: 'In transit',
    arrived: 'Arrived',
    completed: 'Completed',
  },
  panel: {
    open: 'Open cargo tracking search',
    close: 'Close',
  },
};
