import { type Action, type CustomerPermission, can, type StaffPermission } from '@seabook/domain/permissions';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import type { Actor } from './context.ts';

export type AccountActor = Extract<Actor, { kind: 'account' }>;
export type StaffActor = Extract<Actor, { kind: 'staff' }>;

/**
 * Who may call a route (decision 023), declared once and used twice: as the route's `preValidation`
 * hook, so a caller who may not call hears 401, 99999 or 403 before anything about their input, and in
 * the handler, which gets the caller typed. A route that checks only in its handler (its input is
 * validated first) uses `actor` alone.
 */
export type Guard<A> = {
  /** The route hook: refuses a caller who may not call. */
  readonly preValidation: (request: FastifyRequest) => Promise<void>;
  /** The caller, refused the same way. */
  readonly actor: (request: FastifyRequest) => A;
};

/** An action fixed by the route, or read from the request (a save without an id adds, with one edits). */
export type ActionOf = Action | ((request: FastifyRequest) => Action);

function guard<A>(check: (request: FastifyRequest) => A): Guard<A> {
  return {
    preValidation: async (request) => {
      check(request);
    },
    actor: check,
  };
}

/** No token 401, an expired or revoked one 99999. */
function signedIn(request: FastifyRequest): AccountActor | StaffActor {
  const actor = request.actor;
  if (actor.kind === 'expired') throw new AppError('TOKEN_EXPIRED');
  if (actor.kind === 'anonymous') throw new AppError('UNAUTHORIZED');
  return actor;
}

/** 403 without the permission (and action, when given). */
function permitted<A extends AccountActor | StaffActor>(
  request: FastifyRequest,
  actor: A,
  permission: string | undefined,
  action: ActionOf | undefined,
): A {
  if (!permission) return actor;
  const wanted = typeof action === 'function' ? action(request) : action;
  if (!can(actor.permissions, permission, wanted)) throw new AppError('FORBIDDEN');
  return actor;
}

/** Anyone: a visitor or an operator is null, a customer account is known; a token that no longer works is 99999. */
export const visitor: Guard<AccountActor | null> = guard((request) => {
  if (request.actor.kind === 'expired') throw new AppError('TOKEN_EXPIRED');
  return request.actor.kind === 'account' ? request.actor : null;
});

/** Any signed-in caller, customer or operator. */
export const session: Guard<AccountActor | StaffActor> = guard(signedIn);

/** A customer account (an operator hears 403), with the permission and action when given. */
export function account(permission?: CustomerPermission, action?: ActionOf): Guard<AccountActor> {
  return guard((request) => {
    const actor = signedIn(request);
    if (actor.kind !== 'account') throw new AppError('FORBIDDEN');
    return permitted(request, actor, permission, action);
  });
}

/** An operator (a customer hears 403), with the staff permission and action when given. */
export function operator(permission?: StaffPermission, action?: ActionOf): Guard<StaffActor> {
  return guard((request) => {
    const actor = signedIn(request);
    if (actor.kind !== 'staff') throw new AppError('FORBIDDEN');
    return permitted(request, actor, permission, action);
  });
}
