import { z } from 'zod';
import { list, PageQuerySchema } from './envelope.ts';

/**
 * The wire shapes of the development stand-ins' calls (decision 025): the outbox of "sent" messages and
 * the phone that plays a QR scan. They exist only with the development providers, never in production.
 */

export const OutboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;
export const OutboxQuerySchema = PageQuerySchema;
export const OutboxPageSchema = list(OutboxItemSchema);
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

export const DevWxIdentitySchema = z.object({ openid: z.string(), nickname: z.string(), mobile: z.string() });
export type DevWxIdentity = z.infer<typeof DevWxIdentitySchema>;
export const DevWxIdentityListSchema = z.array(DevWxIdentitySchema);

export const DevWxLoginIdSchema = z.object({ loginid: z.string().min(1).max(64) });
/** `identity` is a demo openid, `new`, `mobile:<phone>` or `bound:<openid>`. */
export const DevWxScanSchema = DevWxLoginIdSchema.extend({ identity: z.string().min(1).max(80) });
export const DevWxConfirmResultSchema = z.object({ status: z.number().int() });
