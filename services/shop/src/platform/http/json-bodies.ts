import type { IncomingMessage, ServerResponse } from 'node:http';

import express, { type RequestHandler } from 'express';

/** JSON bodies as Express's chain reads them, for that chain and for a lane ahead of it (lanes.ts). */
export interface JsonBodies {
  /** Express's middleware, where useBodyParser('json') would put the parser: it, or what a lane already had from it. */
  middleware: RequestHandler;
  /**
   * Reads a request's body ahead of Express with the very parser the middleware runs: the value
   * when the body was JSON, undefined otherwise. A refusal (too large, unreadable JSON, a charset
   * it does not take) is kept for the middleware to raise when Express takes the request on, so
   * the router answers it as it answers any; a body read here is not read again (body-parser
   * leaves a finished request alone).
   */
  readAhead(req: IncomingMessage, res: ServerResponse): Promise<unknown>;
}

/** express.json() is what NestExpressApplication.useBodyParser('json', options) installs. */
export function jsonBodies(options: { limit: string }): JsonBodies {
  const parse = express.json(options);
  const refused = new WeakMap<IncomingMessage, unknown>();
  return {
    middleware: (req, res, next) => (refused.has(req) ? next(refused.get(req)) : parse(req, res, next)),
    readAhead: (req, res) =>
      new Promise((resolve) => {
        parse(req as never, res as never, (error?: unknown) => {
          if (error) refused.set(req, error);
          resolve(error ? undefined : (req as { body?: unknown }).body);
        });
      }),
  };
}
