// The ceiling for a read that needs the database: a bare Node http server that makes one round trip to
// PostgreSQL per request (`select 1` through a pool as large as the server's) and answers a small JSON
// body, doing nothing else. No route that reads the database can answer faster on this machine, so the
// orders bench reports its throughput beside /v2/ping's as the reference for "authenticated reads ÷
// ping". Started by bench/reference.ts with the port, the database URL and the pool size; prints "ready".
import http from 'node:http';
import pg from 'pg';

const port = Number(process.argv[2]);
const pool = new pg.Pool({ connectionString: process.argv[3], max: Number(process.argv[4] ?? 20) });
const headers = { 'content-type': 'application/json; charset=utf-8' };
http
  .createServer((_request, response) => {
    pool.query('select 1 as one').then(
      (result) => {
        const body = JSON.stringify({ code: 0, data: result.rows[0] });
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
