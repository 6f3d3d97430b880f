import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

import { formField, jsonObject } from '../http/form-fields.js';
import { type JntRoute, routeOf } from '../http/jnt-paths.js';

/** A request the simulator received under /jnt, for tests to inspect. */
export interface JntReceivedRequest {
  /** The J&T API it called; null for anything else under /jnt (a label download, a wrong path). */
  route: JntRoute | null;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body as parsed from the form or JSON. */
  body: unknown;
  /** The JSON the call carries, decoded: `data_param`, tariff `data`, `logistics_interface`, or the tracking body. */
  payload: unknown;
  at: string;
}

type Logged = Omit<JntReceivedRequest, 'payload'>;

/** Enough for any test; a long `npm start` session keeps only the newest. */
const KEEP = 1000;

/** The field that carries each signed call's JSON. */
const SIGNED_FIELD: Partial<Record<JntRoute, string>> = {
  create: 'data_param',
  cancel: 'data_param',
  tariff: 'data',
  print: 'logistics_interface',
};

function payloadOf(request: Logged): unknown {
  if (request.route === 'track') return request.body;
  const field = request.route ? SIGNED_FIELD[request.route] : undefined;
  return field ? (jsonObject(formField(request.body, field)) ?? null) : null;
}

@Injectable()
export class JntRequestLog {
  private readonly requests: Logged[] = [];

  record(request: Logged): void {
    this.requests.push(request);
    if (this.requests.length > KEEP) this.requests.shift();
  }

  /** Payloads are decoded here rather than per request, so a benchmark's calls cost no parsing. */
  list(): JntReceivedRequest[] {
    return this.requests.map((request) => ({ ...request, payload: payloadOf(request) }));
  }

  clear(): void {
    this.requests.length = 0;
  }
}

/** Logs every request under /jnt, including refused and unknown ones. */
@Injectable()
export class JntRequestLogMiddleware implements NestMiddleware {
  constructor(private readonly log: JntRequestLog) {}

  use(request: Request, _response: Response, next: NextFunction): void {
    const path = request.originalUrl;
    this.log.record({
      route: routeOf(path.split('?')[0]?.replace(/^\/jnt\//, '') ?? '') ?? null,
      method: request.method,
      path,
      headers: { ...request.headers },
      body: request.body as unknown,
      at: new Date().toISOString(),
    });
    next();
  }
}
