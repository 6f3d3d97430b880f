import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

/**
 * A way through ahead of Express for requests answered the same without its chain: true when the
 * lane took the request (it answers it, or hands it on to `express` itself later, untouched but
 * for what it read), false to leave it to Express at once.
 */
export type Lane = (req: IncomingMessage, res: ServerResponse, express: RequestListener) => boolean;

/** Puts the lanes ahead of the HTTP server's own request listener (Express), asked in turn. */
export function answerAheadOfExpress(server: Server, lanes: readonly Lane[]): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`expected one request listener (Express), found ${listeners.length}`);
  const [express] = listeners as [RequestListener];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const lane of lanes) if (lane(req, res, express)) return;
    express(req, res);
  });
}
