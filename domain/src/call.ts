import type { z } from 'zod';
import type { ErrorKey } from './errors.ts';
import type { Action, CustomerPermission, StaffPermission } from './permissions.ts';

/**
 * One call of the API, declared once: its method, path and OpenAPI words, who may make it, the
 * refusals it can answer, and its schemas. The server registers its route from it
 * (`server/src/http/route.ts`) and the web calls through it (`web/src/lib/call.ts`), so a path, a
 * payload or an answer changes in one place.
 *
 * The schemas load on demand (`schemas()` imports the module that defines them): the browser's first
 * page needs a call's path but not zod (decision 014), and checks answers against the schemas only in
 * development and tests. The types of a call come from those same schemas.
 */

/**
 * An action the caller's role must hold: a fixed one, or `save` for a write that adds without an `id`
 * in its body and edits with one.
 */
export type WhoAction = Action | 'save';

/** Who may make a call; the server's guard enforces it before the input is read (decision 023). */
export type Who =
  /** Anyone, and the session is never read: sign-in calls, which a stale token must not spoil. */
  | { kind: 'public' }
  /** Anyone; a customer's session is read when present (e.g. to show logged-in prices). */
  | { kind: 'visitor' }
  /** A logged-in customer, optionally holding a permission (and an action on it). */
  | { kind: 'account'; permission?: CustomerPermission; action?: WhoAction }
  /** An operator, optionally holding a staff permission (and an action on it). */
  | { kind: 'staff'; permission?: StaffPermission; action?: WhoAction }
  /** Any logged-in caller, customer or operator. */
  | { kind: 'session' };

export type CallSchemas = {
  /** The JSON body of a POST. */
  body?: z.ZodType;
  /** The query string of a GET (values arrive as strings: coerce). */
  query?: z.ZodType;
  /** The path's parameters, e.g. `id` of `/v2/files/:id`. */
  params?: z.ZodType;
  /** The `result.data` of a success; absent when the call answers a file. */
  answer?: z.ZodType;
  /** What a 422 refusal carries as `result.data`, when it carries something (a rate sheet's report). */
  refusal?: z.ZodType;
};

export type CallSpec<S extends CallSchemas, W extends Who = Who> = {
  method: 'GET' | 'POST';
  /** The spec's path, e.g. `/v2/oe_order/order_list` (`:name` for a path parameter). */
  path: `/${string}`;
  /** A unique, stable name for generated clients (camelCase verb-noun). */
  operationId: string;
  /** One line for the API reference. */
  summary: string;
  description?: string;
  tags: readonly string[];
  who: W;
  /** The catalogue errors this call can answer besides the guard's and validation's (for the reference). */
  errors?: readonly ErrorKey[];
  /** Creates something once per `Idempotency-Key` header. */
  idempotent?: true;
  /** The body is a multipart form (a file upload), not JSON. */
  upload?: true;
  /** The answer is a file (bytes with a Content-Disposition), not the JSON envelope. */
  file?: true;
  schemas: () => Promise<S>;
};

/** A declared call; `S` carries its schemas' types and `W` who may make it. */
export type Call<S extends CallSchemas = CallSchemas, W extends Who = Who> = CallSpec<S, W>;

/** Declares a call (the identity: it exists for the types it infers, `who` included, so a handler's caller is typed). */
export function defineCall<
  const S extends CallSchemas,
  const W extends Who,
  const K extends { upload?: true; file?: true } = Record<never, never>,
>(spec: CallSpec<S, W> & K): Call<S, W> & K {
  return spec;
}

type SchemasOf<C> = C extends Call<infer S, Who> ? S : never;
type InputOf<T> = T extends z.ZodType ? z.input<T> : undefined;
type OutputOf<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A multipart form (the browser's FormData), as an upload sends it. */
export type MultipartBody = { readonly append: (...args: never[]) => void };

/** What a caller sends: a form to upload, the body of a POST, the path's parameters, or the query of a GET. */
export type CallInput<C> = C extends { upload: true }
  ? MultipartBody
  : SchemasOf<C>['body'] extends z.ZodType
    ? InputOf<SchemasOf<C>['body']>
    : SchemasOf<C>['params'] extends z.ZodType
      ? InputOf<SchemasOf<C>['params']>
      : InputOf<SchemasOf<C>['query']>;
/** What the server's handler receives after validation. */
export type CallBody<C> = OutputOf<SchemasOf<C>['body']>;
export type CallQuery<C> = OutputOf<SchemasOf<C>['query']>;
export type CallParams<C> = OutputOf<SchemasOf<C>['params']>;
/** The `result.data` of a success. */
export type CallAnswer<C> = OutputOf<SchemasOf<C>['answer']>;
