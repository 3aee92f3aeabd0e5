import { type Locale, localeFromHeaders } from '@seabook/domain/i18n';
import type { PermissionGrant } from '@seabook/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who is calling: a customer account, a staff member, nobody, or a token that no longer works. */
export type Actor =
  | {
      kind: 'account';
      sessionId: string;
      accountId: string;
      tenantId: string;
      accountKind: 'main' | 'sub';
      permissions: readonly PermissionGrant[];
    }
  | { kind: 'staff'; sessionId: string; staffId: string; permissions: readonly PermissionGrant[] }
  | { kind: 'anonymous' }
  | { kind: 'expired' };

/** The actor of every request without a token (never changed: requests share it). */
const ANONYMOUS: Actor = Object.freeze({ kind: 'anonymous' });

/** Resolves an access token to an actor; provided by the auth module. */
export type SessionResolver = (token: string) => Promise<Actor>;

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** The device id the browser keeps (`USERSIGN`), or '' when absent. */
    usersign: string;
    actor: Actor;
  }
}

const MAX_HEADER = 200;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.slice(0, MAX_HEADER);
}

/** Reads the wire headers of spec §7 into the request: language, device id and actor. */
export function registerRequestContext(app: FastifyInstance, resolveSession: SessionResolver): void {
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('usersign', '');
  // Reference-type decorators start empty and are set per request (Fastify 5 rule).
  app.decorateRequest<Actor | null>('actor', null);
  // Callback style: a visitor's request (no token) passes without a promise or a microtask.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeFromHeaders(header(request, 'appclient'), header(request, 'accept-language'));
    request.usersign = header(request, 'usersign') ?? '';
    const token = header(request, 'accesstoken');
    if (!token) {
      request.actor = ANONYMOUS;
      done();
      return;
    }
    resolveSession(token).then(
      (actor) => {
        request.actor = actor;
        done();
      },
      (error: Error) => done(error),
    );
  });
}
