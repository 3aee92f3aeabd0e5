import type { DashboardQueue } from '@seabook/domain/ops-admin';

/**
 * Where a dashboard queue opens: its desk with the queue's tab and status in the address, as the desks
 * read them (/ops/orders?tab=review&status=pending_review, /ops/inquiries?status=waiting…).
 */
const ORDER_TABS: Record<string, string> = {
  pending_review: 'review',
  pending_quote: 'quote',
  pending_booking: 'booking',
  pending_preallocation: 'booking',
  in_progress: 'booking',
  pending_bl_draft: 'bl',
  pending_bl_issue: 'bl',
};

export function queueLink(queue: DashboardQueue): string {
  const [desk, status = ''] = queue.split('.');
  if (desk === 'inquiry') return `/ops/inquiries?status=${status}`;
  if (desk === 'letter') return `/ops/letters?status=${status}`;
  return `/ops/orders?tab=${ORDER_TABS[status] ?? 'all'}&status=${status}`;
}
