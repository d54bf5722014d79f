import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Aborted when the answers still streaming must end (error event, settlement): long streams listen. */
    shutdownSignal: AbortSignal;
    /** True from the first signal to stop: /readyz answers 503 and every response closes its connection. */
    isDraining(): boolean;
    /**
     * A stop that lets the answers in flight finish: draining starts now, streams are ended only after
     * `streamsGraceMs` (a plain `close()` without it ends them at once).
     */
    beginShutdown(streamsGraceMs: number): void;
  }
}

/** How long a connection accepted just before the listener closed has to send its first request. */
const ACCEPTED_CONNECTION_SETTLE_MS = 250;

/**
 * How the server stops without failing a request that was not in flight on it. While draining, each
 * response carries `Connection: close`, so a load balancer never reuses a kept-alive connection the
 * server is about to drop (a request written on a connection as it closes is lost: nginx cannot replay
 * a POST); once the listener is closed, idle connections are swept so the process exits as soon as
 * the work in flight is done.
 */
export function registerGracefulShutdown(app: FastifyInstance): void {
  const streams = new AbortController();
  let draining = false;
  let streamsDeadline: NodeJS.Timeout | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  let settling: NodeJS.Timeout | undefined;

  // A listener on the raw server, added only once stopping: nothing runs per request before that.
  const drain = () => {
    if (draining) return;
    draining = true;
    app.server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
  };

  app.decorate('shutdownSignal', streams.signal);
  app.decorate('isDraining', () => draining);
  app.decorate('beginShutdown', (streamsGraceMs: number) => {
    drain();
    streamsDeadline ??= setTimeout(() => streams.abort(), streamsGraceMs).unref();
  });

  app.addHook('preClose', (done) => {
    drain();
    const sweep = () => {
      sweeper = setInterval(() => app.server.closeIdleConnections(), 50).unref();
    };
    if (!streamsDeadline) {
      streams.abort();
      sweep();
      return done();
    }
    // Node's close() drops idle connections at once, and a connection accepted a moment before the
    // listener closed is idle until its first request arrives: that request would be lost (a 502 for
    // a POST behind nginx). Idle connections are closed only once such requests are in.
    const server = app.server;
    const closeIdleConnections = server.closeIdleConnections;
    server.closeIdleConnections = () => {};
    settling = setTimeout(() => {
      server.closeIdleConnections = closeIdleConnections;
      sweep();
    }, ACCEPTED_CONNECTION_SETTLE_MS).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(streamsDeadline);
    clearTimeout(settling);
    clearInterval(sweeper);
    done();
  });
}
