import { z } from 'zod';

/** The success envelope of every answer: an empty `error` and the payload under `result.data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ error: z.object({}).strict(), result: z.object({ data }) });
}

/** The failure envelope: `error.code` from the catalogue and `msg` in the caller's language. */
export const ErrorEnvelopeSchema = z.object({
  error: z.object({ code: z.number().int(), msg: z.string(), fields: z.record(z.string(), z.string()).optional() }),
  result: z.object({}),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Lists answer `{ items, total }` for `page` / `pageSize`. */
export function list<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative() });
}

export const MAX_PAGE_SIZE = 100;
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'VALIDATION' }).max(100_000, { error: 'VALIDATION' }).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, { error: 'VALIDATION' })
    .max(MAX_PAGE_SIZE, { error: 'VALIDATION' })
    .default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** An acknowledgement with nothing else to say. */
export const OkSchema = z.object({ ok: z.literal(true) });
