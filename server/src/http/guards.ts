import { type Action, can } from '@seabook/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './context.ts';
import { AppError } from './errors.ts';

export type AccountActor = Extract<Actor, { kind: 'account' }>;
export type StaffActor = Extract<Actor, { kind: 'staff' }>;

function loggedIn(request: FastifyRequest): void {
  if (request.actor.kind === 'expired') throw new AppError('TOKEN_EXPIRED');
  if (request.actor.kind === 'anonymous') throw new AppError('UNAUTHORIZED');
}

/** The calling customer account; 401 without a token, 99999 for an expired one, 403 for staff. */
export function requireAccount(request: FastifyRequest, permissionId?: string, action?: Action): AccountActor {
  loggedIn(request);
  const actor = request.actor;
  if (actor.kind !== 'account') throw new AppError('FORBIDDEN');
  if (permissionId && !can(actor.permissions, permissionId, action)) throw new AppError('FORBIDDEN');
  return actor;
}

/** The calling staff member; customers never act through operator calls. */
export function requireStaff(request: FastifyRequest, permissionId?: string, action?: Action): StaffActor {
  loggedIn(request);
  const actor = request.actor;
  if (actor.kind !== 'staff') throw new AppError('FORBIDDEN');
  if (permissionId && !can(actor.permissions, permissionId, action)) throw new AppError('FORBIDDEN');
  return actor;
}

/** Any logged-in caller, customer or staff. */
export function requireSession(request: FastifyRequest): AccountActor | StaffActor {
  loggedIn(request);
  return request.actor as AccountActor | StaffActor;
}
