import type { Call, CallAnswer, CallBody, CallQuery, CallSchemas, Who } from '@seabook/domain/call';
import { ERRORS, type ErrorKey } from '@seabook/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app-types.ts';
import type { Actor } from './context.ts';
import { answers, ok } from './envelope.ts';
import { type AccountActor, requireAccount, requireSession, requireStaff, type StaffActor } from './guards.ts';

/** The caller a call's `who` lets through. */
export type ActorOf<W extends Who> = W['kind'] extends 'account' | 'verified'
  ? AccountActor
  : W['kind'] extends 'staff'
    ? StaffActor
    : W['kind'] extends 'session'
      ? AccountActor | StaffActor
      : Actor;

type WhoOf<C> = C extends { who: infer W extends Who } ? W : never;

/** What a handler gets: the validated body and query, the caller, and the raw request and reply. */
export type CallContext<C extends Call> = {
  body: CallBody<C>;
  query: CallQuery<C>;
  actor: ActorOf<WhoOf<C>>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** The caller the declaration allows, or the guard's refusal (401, 99999, 403). */
function admit(who: Who, request: FastifyRequest): Actor {
  switch (who.kind) {
    case 'visitor':
      return request.actor;
    case 'account':
    case 'verified':
      return requireAccount(request, who.permission, who.action);
    case 'staff':
      return requireStaff(request, who.permission, who.action);
    case 'session':
      return requireSession(request);
  }
}

/** The 4xx answers a call can give, for its API reference: the guard's, validation's and its own. */
export function refusalsOf(declared: Call, schemas: CallSchemas): ErrorKey[] {
  const keys = new Set<ErrorKey>(declared.errors ?? []);
  if (declared.who.kind !== 'visitor') {
    keys.add('UNAUTHORIZED');
    keys.add('TOKEN_EXPIRED');
    keys.add('FORBIDDEN');
  }
  if (schemas.body || schemas.query || declared.upload) keys.add('VALIDATION');
  return [...keys].sort((a, b) => ERRORS[a].status - ERRORS[b].status || ERRORS[a].code - ERRORS[b].code);
}

/**
 * Registers the route of a declared call: its path, method and schemas from the call table, the guard
 * its `who` asks for (run before the body is read, so a visitor hears 401 before 422), and the answer in
 * the envelope. A file call's handler sends the reply itself.
 */
export async function route<C extends Call>(
  app: App,
  declared: C,
  handler: (context: CallContext<C>) => Promise<C['file'] extends true ? unknown : CallAnswer<C>>,
): Promise<void> {
  const schemas = await declared.schemas();
  app.route({
    method: declared.method,
    url: declared.path,
    schema: {
      operationId: declared.operationId,
      summary: declared.summary,
      ...(declared.description ? { description: declared.description } : {}),
      tags: [...declared.tags],
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.answer && !declared.file ? { response: answers(schemas.answer) } : {}),
    },
    preValidation: async (request) => {
      admit(declared.who, request);
    },
    handler: async (request, reply) => {
      const actor = admit(declared.who, request) as ActorOf<WhoOf<C>>;
      const answer = await handler({
        body: request.body as CallBody<C>,
        query: request.query as CallQuery<C>,
        actor,
        request,
        reply,
      });
      return declared.file ? answer : ok(answer);
    },
  });
}
