import type {
  Call,
  CallAnswer,
  CallBody,
  CallParams,
  CallQuery,
  CallSchemas,
  Who,
  WhoAction,
} from '@seabook/domain/call';
import { ErrorEnvelopeSchema } from '@seabook/domain/envelope';
import { ERRORS, type ErrorKey } from '@seabook/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { answers, ok } from './envelope.ts';
import {
  type AccountActor,
  type ActionOf,
  account,
  type Guard,
  operator,
  type StaffActor,
  session,
  visitor,
} from './guards.ts';

/** The caller a call's `who` lets through: a visitor is a customer account when logged in, else null. */
export type ActorOf<W extends Who> = W['kind'] extends 'account'
  ? AccountActor
  : W['kind'] extends 'staff'
    ? StaffActor
    : W['kind'] extends 'session'
      ? AccountActor | StaffActor
      : W['kind'] extends 'public'
        ? null
        : AccountActor | null;

type WhoOf<C> = C extends { who: infer W extends Who } ? W : never;

/** What a handler gets: the validated body and query, the caller, and the raw request and reply. */
export type CallContext<C extends Call> = {
  body: CallBody<C>;
  query: CallQuery<C>;
  params: CallParams<C>;
  actor: ActorOf<WhoOf<C>>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** No guard: the session is not read. */
const anyone: Guard<null> = { preValidation: async () => {}, actor: () => null };

/** The guard of `http/guards.ts` a declaration asks for. */
function guardOf(who: Who): Guard<AccountActor | StaffActor | null> {
  switch (who.kind) {
    case 'public':
      return anyone;
    case 'visitor':
      return visitor;
    case 'session':
      return session;
    case 'account':
      return account(who.permission, actionOf(who.action));
    case 'staff':
      return operator(who.permission, actionOf(who.action));
  }
}

function actionOf(action: WhoAction | undefined): ActionOf | undefined {
  if (action !== 'save') return action;
  return (request) => ((request.body as { id?: unknown } | undefined)?.id ? 'edit' : 'add');
}

/** The refusals of every registered call, by `METHOD path`, for the API reference (`openApiRefusals`). */
const REFUSALS = new Map<string, ErrorKey[]>();

/** The calls that answer a file (or a page) rather than the envelope. */
const FILES = new Set<string>();

/** What the answers of a file call are, for the API reference: any bytes, described by their headers. */
const FILE_ANSWER = {
  description: 'Not JSON: a file (or a page), its type and name in Content-Type and Content-Disposition',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};

/**
 * The answers of a route the OpenAPI document adds to its schemas: the error answers, one per HTTP
 * status naming its codes, and the success of a call that answers a file.
 */
export function openApiRefusals(method: string, url: string): Record<string, Record<string, unknown>> {
  const keys = REFUSALS.get(`${method} ${url}`) ?? [];
  const byStatus = new Map<number, ErrorKey[]>();
  for (const key of keys) byStatus.set(ERRORS[key].status, [...(byStatus.get(ERRORS[key].status) ?? []), key]);
  const out: Record<string, Record<string, unknown>> = {};
  for (const [status, list] of byStatus) {
    out[String(status)] = {
      description: list.map((key) => `${ERRORS[key].code} ${key}`).join(', '),
      ...ERROR_ENVELOPE_JSON,
    };
  }
  if (FILES.has(`${method} ${url}`)) out['200'] = FILE_ANSWER;
  return out;
}

/** The failure envelope as JSON Schema (docs/api.md). */
const ERROR_ENVELOPE_JSON = {
  type: 'object',
  required: ['error', 'result'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'msg'],
      properties: {
        code: { type: 'integer', description: 'The catalogue code (domain/src/errors.ts); 99999: the session expired' },
        msg: { type: 'string', description: 'The message in the caller’s language' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'A message per field' },
      },
    },
    result: {
      type: 'object',
      properties: { data: { description: 'What some refusals carry (e.g. the new price of PRICE_CHANGED)' } },
    },
  },
} as const;

/** The 4xx answers a call can give, for its API reference: the guard's, validation's and its own. */
export function refusalsOf(declared: Call, schemas: CallSchemas): ErrorKey[] {
  const keys = new Set<ErrorKey>(declared.errors ?? []);
  if (declared.who.kind !== 'visitor' && declared.who.kind !== 'public') {
    keys.add('UNAUTHORIZED');
    keys.add('FORBIDDEN');
  }
  // A visitor's token that no longer works is refused too (http/guards.ts).
  if (declared.who.kind !== 'public') keys.add('TOKEN_EXPIRED');
  if (schemas.body || schemas.query || schemas.params || declared.upload) keys.add('VALIDATION');
  // Text holding a control character is refused before any route's checks, in any query parameter
  // (named by the schema or not), path parameter or JSON body (http/plain-text.ts).
  keys.add('TEXT_CONTROL_CHARACTER');
  // Any body may be malformed or too large (http/error-handler.ts).
  if (declared.method === 'POST') {
    keys.add('BAD_REQUEST');
    keys.add('PAYLOAD_TOO_LARGE');
  }
  return [...keys].sort((a, b) => ERRORS[a].status - ERRORS[b].status || ERRORS[a].code - ERRORS[b].code);
}

/** What a few routes add to their declaration: a serializer of their own, a check after the guard's. */
export type RouteExtra = {
  /** E.g. plain JSON.stringify for an answer built exactly to its schema (the searches). */
  serializerCompiler?: RouteOptions['serializerCompiler'];
  /** Runs after the guard, before the input is validated; may send the reply (a cached answer). */
  preValidation?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

/**
 * Registers the route of a declared call: its path, method and schemas from the call table, the guard
 * its `who` asks for (run before the body is read, so a visitor hears 401 before 422), and the answer in
 * the envelope. A file call's handler sends the reply itself.
 */
export async function route<C extends Call>(
  app: FastifyInstance,
  declared: C,
  handler: (context: CallContext<C>) => Promise<C['file'] extends true ? unknown : CallAnswer<C> | FastifyReply>,
  extra: RouteExtra = {},
): Promise<void> {
  const schemas = await declared.schemas();
  const guard = guardOf(declared.who);
  REFUSALS.set(`${declared.method} ${declared.path}`, refusalsOf(declared, schemas));
  if (declared.file) FILES.add(`${declared.method} ${declared.path}`);
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
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(declared.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(schemas.answer && !declared.file
        ? {
            response: {
              ...answers(schemas.answer),
              // A refusal that carries data (a rate sheet's report) documents it.
              ...(schemas.refusal
                ? { 422: ErrorEnvelopeSchema.extend({ result: z.object({ data: schemas.refusal.optional() }) }) }
                : {}),
            },
          }
        : {}),
    },
    ...(extra.serializerCompiler ? { serializerCompiler: extra.serializerCompiler } : {}),
    // A public call has no guard to run (no hook, no promise per request).
    ...(extra.preValidation
      ? {
          preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
            await guard.preValidation(request);
            // A reply sent here (a cached answer) is returned, so Fastify goes no further.
            return extra.preValidation?.(request, reply);
          },
        }
      : guard === anyone
        ? {}
        : { preValidation: guard.preValidation }),
    handler: async (request, reply) => {
      const actor = guard.actor(request) as ActorOf<WhoOf<C>>;
      const answer = await handler({
        body: request.body as CallBody<C>,
        query: request.query as CallQuery<C>,
        params: request.params as CallParams<C>,
        actor,
        request,
        reply,
      });
      // A handler that sent the reply itself (a file, or JSON text it already holds) returns the reply;
      // awaiting a reply resolves to nothing once it is sent, so `reply.sent` is what tells. Sending the
      // envelope again would make Fastify log "Reply was already sent" with a stack trace, per request.
      if (declared.file || answer === reply || reply.sent) return reply;
      return ok(answer);
    },
  });
}
