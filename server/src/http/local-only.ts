import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './envelope.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * A request from this machine: the socket's peer is a loopback address and no proxy forwarded it. The
 * socket is asked, not `request.ip`, which TRUST_PROXY takes from a header; and a reverse proxy on the
 * same machine connects from loopback, but it says so with its forwarding headers.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => request.headers[name] !== undefined);
  return !forwarded && isLoopback(request.raw.socket?.remoteAddress ?? '');
}

/** The path as a router would read it: decoded, lower case (the web app's routes ignore case), single slashes. */
function normalizedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, '/');
}

/** Any way of writing `dev` in a path has the letters or a percent escape; most URLs have neither. */
const MAYBE_DEV = /dev|%/i;

export function isDevelopmentPath(url: string): boolean {
  if (!MAYBE_DEV.test(url)) return false;
  const path = normalizedPath(url);
  return path === '/dev' || path.startsWith('/dev/') || path === '/v2/dev' || path.startsWith('/v2/dev/');
}

/**
 * The development pages (`/dev/…`) and their calls (`/v2/dev/…`) read every code the development SMS
 * provider "sent" and log in as anyone: they answer only a request from this machine, and only when
 * `enabled` (development providers, not production). Anyone else gets the 404 of a path that does not
 * exist (decision 025).
 */
export function guardDevelopmentPaths(app: FastifyInstance, options: { enabled: boolean }): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isDevelopmentPath(request.url) || (options.enabled && isLocalRequest(request))) {
      done();
      return;
    }
    reply.status(404).send(errorBody('NOT_FOUND', request.locale ?? 'zh-CN'));
  });
}
