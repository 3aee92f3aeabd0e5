// The ceiling for a read that needs the database: a bare Node http server that makes one round trip to
// PostgreSQL per request through a pool as large as the server's and answers a small JSON body, doing
// nothing else. No route that reads the database can answer faster on this machine, so the orders bench
// reports its throughput beside /v2/ping's as the reference for "authenticated reads ÷ ping".
// Started by bench/reference.ts with the port, the database URL, the pool size and, for the second
// reference, a session token's hash: then the round trip is the server's own session lookup (one live
// session by its token's hash, with its enabled account and its role's id and version; auth/sessions.ts,
// decision 066) instead of `select 1`, the one statement every authenticated request makes before its own.
// Prints "ready".
import http from 'node:http';
import pg from 'pg';

const port = Number(process.argv[2]);
const pool = new pg.Pool({ connectionString: process.argv[3], max: Number(process.argv[4] ?? 20) });
const tokenHash = process.argv[5];
const SESSION = `select s.id, s.subject_kind, s.subject_id, a.id, a.tenant_id, a.kind, r.id, r.xmin::text
  from sessions s
  left join accounts a on s.subject_kind = $1 and a.id = s.subject_id and a.status = $2
  left join roles r on r.id = a.role_id
  where s.token_hash = $3 and s.revoked_at is null and s.expires_at > now()`;
const roundTrip = tokenHash
  ? () => pool.query({ name: 'session_by_token', text: SESSION, values: ['account', 'enabled', tokenHash] })
  : () => pool.query('select 1 as one');
const headers = { 'content-type': 'application/json; charset=utf-8' };
http
  .createServer((_request, response) => {
    roundTrip().then(
      (result) => {
        const body = JSON.stringify({ code: 0, data: { rows: result.rows.length } });
        response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) });
        response.end(body);
      },
      (error) => {
        response.writeHead(500, headers);
        response.end(JSON.stringify({ code: 500, msg: String(error) }));
      },
    );
  })
  .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => pool.end().finally(() => process.exit(0)));
