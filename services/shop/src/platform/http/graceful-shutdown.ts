import type { Server, ServerResponse } from 'node:http';

import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Requests being answered now, and whether the process is on its way out. */
const state = { inFlight: 0, draining: false };
/** Answers already counted: a lane that hands a request on to Express counted it when it took it. */
const counted = new WeakSet<ServerResponse>();

/**
 * Counts the requests in flight, and once draining asks every client to close its keep-alive
 * connection after this answer, so that no new request arrives on an old connection.
 */
export function inFlightRequests() {
  return (_req: Request, res: Response, next: NextFunction) => {
    countInFlight(res);
    next();
  };
}

/** Counts one request in flight until its answer is done (the middleware's work, for answers made ahead of Express). */
export function countInFlight(res: ServerResponse): void {
  if (counted.has(res)) return;
  counted.add(res);
  state.inFlight += 1;
  if (state.draining) res.setHeader('connection', 'close');
  res.once('close', () => (state.inFlight -= 1));
}

/** The API's drain: close the listener, let the accepted requests finish, then drop what is left. */
export function drainHttp(app: INestApplication, deadlineMs: number): () => Promise<void> {
  return async () => {
    state.draining = true;
    const server = app.getHttpServer() as Server;
    server.close();
    server.closeIdleConnections();
    await waitFor(() => state.inFlight === 0, deadlineMs);
    server.closeAllConnections();
  };
}

async function waitFor(done: () => boolean, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}
