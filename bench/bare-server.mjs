// The reference for the hello route: a bare Node http server on this machine, answering every request
// with the bytes /v2/ping answered: the same body and the same headers (security headers, request id
// of the same length), and doing nothing else. Started by bench/reference.ts with the port, the body and
// the headers; prints "ready" once it listens on 127.0.0.1.
import http from 'node:http';

const port = Number(process.argv[2]);
const body = Buffer.from(process.argv[3] ?? '{}');
const headers = { ...JSON.parse(process.argv[4] ?? '{}'), 'content-length': body.length };
http
  .createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
