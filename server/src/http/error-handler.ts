import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { errorBody, validationFailure } from './envelope.ts';

/** Every failure leaves as the catalogue's envelope with a real HTTP status (docs/api.md). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const locale = request.locale ?? 'zh-CN';
    if (err instanceof AppError) {
      if (err.retryAfter !== undefined) reply.header('Retry-After', String(err.retryAfter));
      const fields = err.fields
        ? Object.fromEntries(
            Object.entries(err.fields).map(([field, key]) => [field, errorBody(key, locale).error.msg]),
          )
        : undefined;
      const body = errorBody(err.key, locale, err.values, fields);
      return reply.status(err.status).send(err.data === undefined ? body : { ...body, result: { data: err.data } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((issue) => ({
        message: issue.message ?? 'VALIDATION',
        path: issue.instancePath.split('/').filter(Boolean),
      }));
      const { key, fields } = validationFailure(issues, locale);
      // A missing or mistyped body is bad input too: always 422 with the first issue's message.
      return reply.status(422).send(errorBody(key, locale, undefined, fields));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', locale));
    if (err.statusCode === 429) return reply.status(429).send(errorBody('TOO_MANY_REQUESTS', locale));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, and the like.
      return reply
        .status(err.statusCode === 404 ? 404 : 400)
        .send(errorBody(err.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', locale));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('REQUEST_ERROR', locale));
  });
}
