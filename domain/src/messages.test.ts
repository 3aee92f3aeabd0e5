import { describe, expect, it } from 'vitest';
import { MessageListQuerySchema, MessageReadRequestSchema } from './messages.ts';

const ID = '5f0c6b1e-8d2a-4c3b-9e4f-0a1b2c3d4e5f';

function issues(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('message list query', () => {
  it('pages with defaults and reads the unread and kind filters, blank as none', () => {
    expect(MessageListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(MessageListQuerySchema.parse({ page: '2', pageSize: '5', unread: '1', kind: 'order_todo' })).toEqual({
      page: 2,
      pageSize: 5,
      unread: '1',
      kind: 'order_todo',
    });
    expect(MessageListQuerySchema.parse({ unread: '', kind: '' })).toEqual({ page: 1, pageSize: 20 });
  });

  it('refuses unknown filters', () => {
    expect(issues(MessageListQuerySchema, { unread: 'yes' })).toEqual(['VALIDATION']);
    expect(issues(MessageListQuerySchema, { kind: 'promo' })).toEqual(['VALIDATION']);
    expect(issues(MessageListQuerySchema, { pageSize: '500' })).toEqual(['VALIDATION']);
  });
});

describe('message read request', () => {
  it('takes ids or all', () => {
    expect(MessageReadRequestSchema.parse({ ids: [ID] })).toEqual({ ids: [ID] });
    expect(MessageReadRequestSchema.parse({ all: true })).toEqual({ all: true });
  });

  it('needs one of them, and ids that are ids', () => {
    expect(issues(MessageReadRequestSchema, {})).toEqual(['VALIDATION']);
    expect(issues(MessageReadRequestSchema, { ids: [] })).toEqual(['VALIDATION']);
    expect(issues(MessageReadRequestSchema, { all: false })).toEqual(['VALIDATION']);
    expect(issues(MessageReadRequestSchema, { ids: ['not-an-id'] })).toEqual(['VALIDATION']);
    expect(issues(MessageReadRequestSchema, { ids: Array.from({ length: 101 }, () => ID) })).toEqual(['VALIDATION']);
  });
});
