import type { AddressInfo } from 'node:net';

import express, { type NextFunction, type Request, type Response } from 'express';
import { pinoHttp } from 'pino-http';

import { configureRootLogger, currentLogger, rootLogger, runWithLogger } from './logger.js';
import { loggableError, loggableUrl } from './redaction.js';
import { requestIdFor, requestLogging } from './request-logging.js';

type Line = Record<string, unknown>;

/** The middlewares as they were: pino-http's own, whose lines the shop's must write unchanged. */
function pinoHttpAsItWas(successLevel: 'info' | 'debug') {
  const http = pinoHttp({
    logger: rootLogger(),
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers);
      res.setHeader('x-request-id', id);
      return id;
    },
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'request_id' },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : successLevel,
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: loggableError,
    },
  });
  return [http, (req: Request, _res: Response, next: NextFunction) => runWithLogger(req.log, next)];
}

/** Every line a small app writes at `level` for the same requests, through the given middlewares. */
async function linesOf(
  level: string,
  successLevel: 'info' | 'debug',
  middlewares: (successLevel: 'info' | 'debug') => Array<(req: Request, res: Response, next: NextFunction) => void>,
): Promise<{ lines: Line[]; headers: Array<Record<string, string>> }> {
  const written: string[] = [];
  configureRootLogger({ level, service: 'shop-api', destination: { write: (line) => written.push(line) } });
  const app = express();
  // the default error page without its stack (whose frames name the middlewares)
  app.set('env', 'production');
  for (const middleware of middlewares(successLevel)) app.use(middleware);
  app.get('/ok', (_req, res) => {
    currentLogger().info({ step: 'inside' }, 'a line while serving');
    res.json({ ok: true });
  });
  app.get('/refused', (_req, res) => res.status(400).json({ message: 'no' }));
  app.get('/broken', (_req, res) => res.status(503).json({ message: 'later' }));
  app.get('/thrown', () => {
    throw new Error('boom');
  });
  app.use(
    '/mounted',
    express.Router().get('/deep', (_req, res) => res.json({ deep: true })),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers: Array<Record<string, string>> = [];
  for (const [path, id] of [
    ['/ok?token=secret', 'caller-given-id-1'],
    ['/refused', 'caller-given-id-2'],
    ['/broken', 'caller-given-id-3'],
    ['/thrown', 'caller-given-id-4'],
    ['/mounted/deep?x=1', 'caller-given-id-5'],
    ['/missing', 'not ok'],
  ] as const) {
    const response = await fetch(`${base}${path}`, { headers: { 'x-request-id': id, authorization: 'Bearer t' } });
    await response.arrayBuffer();
    const own = Object.fromEntries(response.headers);
    delete own.date;
    headers.push(own);
  }
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const lines = written.map((line) => JSON.parse(line) as Line);
  return { lines, headers };
}

/** A line without what differs from run to run: its time, how long the request took, a new id, a stack. */
function comparable(line: Line): Line {
  const { time: _time, responseTime, ...rest } = line;
  expect(typeof responseTime === 'number' || responseTime === undefined).toBe(true);
  const err = rest.err as Line | undefined;
  if (err) rest.err = { ...err, stack: typeof err.stack };
  if (typeof rest.request_id === 'string' && !rest.request_id.startsWith('caller')) rest.request_id = 'generated';
  return rest;
}

/**
 * The request lines are pino-http's, written without its middleware (which made two child loggers
 * a request even when no line was written): same lines, same levels, same keys in the same order,
 * same headers, for successes, refusals, failures, a thrown error and a line written while serving.
 */
describe('request lines', () => {
  afterAll(() => configureRootLogger({ level: 'silent', service: 'shop-api' }));

  it.each([
    ['debug', 'info', 7],
    ['info', 'info', 7],
    ['debug', 'debug', 7],
    ['info', 'debug', 5],
    ['warn', 'debug', 4],
  ] as const)(
    'logged at %s, successes at %s: the %i lines pino-http wrote, key for key',
    async (level, successLevel, count) => {
      const before = await linesOf(level, successLevel, pinoHttpAsItWas);
      const after = await linesOf(
        level,
        successLevel,
        (successLevel) => requestLogging({ successLevel, summaryMs: 0 }).middlewares,
      );
      expect(after.lines.map(comparable)).toEqual(before.lines.map(comparable));
      expect(after.lines.map((line) => Object.keys(line))).toEqual(before.lines.map((line) => Object.keys(line)));
      expect(
        after.headers.map((own) => ({
          ...own,
          'x-request-id': own['x-request-id']!.replace(/^[0-9a-f-]{36}$/, 'generated'),
        })),
      ).toEqual(
        before.headers.map((own) => ({
          ...own,
          'x-request-id': own['x-request-id']!.replace(/^[0-9a-f-]{36}$/, 'generated'),
        })),
      );
      expect(before.lines).toHaveLength(count);
    },
  );

  it('names the request in a line written while serving it, and the request line says the same id', async () => {
    const { lines } = await linesOf(
      'info',
      'debug',
      (successLevel) => requestLogging({ successLevel, summaryMs: 0 }).middlewares,
    );
    expect(lines.find((line) => line.msg === 'a line while serving')).toMatchObject({
      request_id: 'caller-given-id-1',
    });
    expect(
      lines.find((line) => line.msg === 'request errored' && line.request_id === 'caller-given-id-4'),
    ).toMatchObject({
      level: 'error',
      req: { method: 'GET', url: '/thrown' },
      res: { statusCode: 500 },
      err: { message: 'failed with status code 500' },
    });
  });
});
