import type { Plugin } from 'vite';

/** A call table of domain/ (`domain/src/<module>.calls.ts`). */
const CALL_TABLE = /[\\/]domain[\\/]src[\\/][^\\/]+\.calls\.ts$/;

/**
 * What only the server and the development checks read: the API reference's words and the schemas
 * (a production build never checks an answer, web/src/lib/call.ts).
 */
const SERVER_ONLY = ['operationId', 'summary', 'description', 'tags', 'errors', 'schemas'];
const PROPERTY = new RegExp(String.raw`^[ \t]*(?:${SERVER_ONLY.join('|')})\b(?=\s*[:,])`, 'gm');

const CLOSE: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Where the property starting at `from` ends: after its comma, or before the brace that closes its object. */
function propertyEnd(code: string, from: number): number {
  const open: string[] = [];
  for (let i = from; i < code.length; i++) {
    const c = code[i] as string;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if (c === '(' || c === '[' || c === '{') open.push(c);
    else if (c in CLOSE) {
      if (open.length === 0) return i;
      if (open.pop() !== CLOSE[c]) break;
    } else if (c === ',' && open.length === 0) return i + 1;
  }
  throw new Error(`cannot find where the property at ${from} ends`);
}

/**
 * The call table as the browser needs it: without its server-only properties, and with each
 * `defineCall(spec)` (the identity, there for the types) written as the bare `(spec)`.
 */
export function withoutServerOnly(code: string): string {
  let out = '';
  let last = 0;
  for (const match of code.matchAll(PROPERTY)) {
    if (match.index < last) continue;
    out += code.slice(last, match.index);
    last = propertyEnd(code, match.index);
  }
  return (
    (out + code.slice(last))
      // Who may call matters to the browser only for an operator's call (which token it sends).
      .replace(/^[ \t]*who: \{ kind: '(?:public|visitor|session|account)'[^}\n]*\},\n/gm, '')
      .replace(/^import \{ defineCall \} from '\.\/call\.ts';$/m, '')
      .replace(/\bdefineCall\(/g, '(')
  );
}

/**
 * Drops the API reference's words and the schemas from the call tables in the browser's build: a page
 * needs a call's method, path and who, and the first page has a budget (160 kB gzip) that the words of
 * every call it may make, and the links to their schema chunks, would eat.
 */
export function stripCallDocs(): Plugin {
  return {
    name: 'seabook-strip-call-docs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CALL_TABLE.test(id)) return null;
      return { code: withoutServerOnly(code), map: null };
    },
  };
}
