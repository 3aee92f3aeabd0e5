import { controlCharacterPath } from '@seabook/domain/plain-text';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * Control characters are refused once, for every route (issue 18 §3, decision 028): before any
 * route's own checks, the parsed query, path parameters and JSON body are searched for text holding
 * NUL or another control character (domain/plain-text.ts), and the request is answered 422
 * TEXT_CONTROL_CHARACTER naming the field. Nothing such a request carries reaches a handler, so
 * PostgreSQL never sees a NUL. Multipart uploads are not parsed here: their names are cleaned
 * (`cleanFileName`) and their one field is a kind from a list.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = controlCharacterPath(part);
      if (path === null) continue;
      const field = path.join('.') || '_';
      done(new AppError('TEXT_CONTROL_CHARACTER', { fields: { [field]: 'TEXT_CONTROL_CHARACTER' } }));
      return;
    }
    done();
  });
}
