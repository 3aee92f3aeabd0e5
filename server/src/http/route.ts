import type { Call, CallAnswer, CallBody, CallQuery, CallSchemas, Who, WhoAction } from '@seabook/domain/call';
import { ERRORS, type ErrorKey } from '@seabook/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
      : AccountActor | null;

type WhoOf<C> = C extends { who: infer W extends Who } ? W : never;

/** What a handler gets: the validated body and query, the caller, and the raw request and reply. */
export type CallContext<C extends Call> = {
  body: CallBody<C>;
  query: CallQuery<C>;
  actor: ActorOf<WhoOf<C>>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** The guard of `http/guards.ts` a declaration asks for. */
function guardOf(who: Who): Guard<AccountActor | StaffActor | null> {
  switch (who.kind) {
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

/** The error answers of a route for the OpenAPI document: one per HTTP status, naming its codes. */
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
  app: FastifyInstance,
  declared: C,
  handler: (context: CallContext<C>) => Promise<C['file'] extends true ? unknown : CallAnswer<C>>,
): Promise<void> {
  const schemas = await declared.schemas();
  const guard = guardOf(declared.who);
  REFUSALS.set(`${declared.method} ${declared.path}`, refusalsOf(declared, schemas));
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
    preValidation: guard.preValidation,
    handler: async (request, reply) => {
      const actor = guard.actor(request) as ActorOf<WhoOf<C>>;
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
