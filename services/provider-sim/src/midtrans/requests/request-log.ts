import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** A request the simulator received on a Midtrans endpoint, for tests to inspect. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  at: string;
}

/** Enough for any test; a long `npm start` session keeps only the newest. */
const KEEP = 1000;

@Injectable()
export class RequestLog {
  private readonly requests: ReceivedRequest[] = [];

  record(request: ReceivedRequest): void {
    this.requests.push(request);
    if (this.requests.length > KEEP) this.requests.shift();
  }

  list(): ReceivedRequest[] {
    return [...this.requests];
  }

  clear(): void {
    this.requests.length = 0;
  }
}

/** Logs every request under /midtrans, including the ones that end in 401 or 404. */
@Injectable()
export class RequestLogMiddleware implements NestMiddleware {
  constructor(private readonly log: RequestLog) {}

  use(request: Request, _response: Response, next: NextFunction): void {
    this.log.record({
      method: request.method,
      path: request.originalUrl,
      headers: { ...request.headers },
      body: request.body as unknown,
      at: new Date().toISOString(),
    });
    next();
  }
}
