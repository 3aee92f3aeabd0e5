import type { Messages } from '../../resources.ts';

/** Order again, editing an order while it waits for review, and the sailing chooser (features/reorder, the booking form's sailing-chooser). */
export const reorder: Messages['reorder'] = {
  chooser: {
    title: 'Choose a sailing',
    lane: '{{pol}} → {{pod}}',
    carrier: 'Carrier',
    sailing: 'Sailing',
    cutoff: 'Cut-off',
    transit: 'Transit',
    transitDays: 'about {{days}} days',
    price: 'Price',
    perWm: '{{price}}/W/M',
    total: 'Total {{price}}',
    via: 'via {{hub}}',
    direct: 'Direct',
    sameService: 'Same service',
    choose: 'Choose',
    chosen: 'Chosen',
    empty: 'No sailings can be booked on this lane now.',
    askQuote: 'Ask for a quote',
  },
  again: {
    header: 'Order again: {{orderNo}}',
    hint: 'Cargo, terms, parties and services are filled in from order {{orderNo}}; container and seal numbers, packing photos, the pickup date, the insurance date and files are not copied. The price is worked out again at today’s rates.',
    sameLineGone:
      'The service of the earlier order has no sailing to book now: choose another sailing on the same lane.',
    inquiryOrder:
      'The earlier order booked an inquiry’s quote, which may have expired: choose one of the lane’s sailings now, or ask for a new quote.',
    askQuote: 'Ask for a new quote',
    notFound: 'This order was not found',
    backToOrders: 'Back to my orders',
    changeSailing: 'Change sailing',
  },
  edit: {
    header: 'Edit order {{orderNo}}',
    hint: 'An order can be changed until it is reviewed. The fees are worked out again at today’s rates; the order number and status stay.',
    notEditable: 'Order {{orderNo}} is “{{status}}” and can no longer be changed.',
    notEditableHint: 'Only an order pending review can be changed; for other changes, contact customer service.',
    backToOrder: 'Back to the order',
    lineGone: 'The order’s sailing can no longer be booked: choose a new sailing for it.',
    success: 'Order {{orderNo}} was changed.',
  },
};
