import type { FastifyInstance } from 'fastify';

/**
 * A graceful close that really ends: Node closes the connections that are idle when the server
 * closes, but a keep-alive connection whose request was still running stays open once it has been
 * answered, and would hold the exit until the client hangs up. While closing, every answer says
 * `Connection: close`, and connections that fall idle are closed as they do.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
