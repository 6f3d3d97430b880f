import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, type Observable, switchMap, throwError, timer } from 'rxjs';

import { holdRequest } from '../../shared/faults/hold-request.js';
import { JntAnswer, serverErrorPage } from '../http/jnt-answer.js';
import type { JntRoute } from '../http/jnt-paths.js';
import { JntFaultStore } from './fault-store.js';

const FAULT_ROUTE = 'provider-sim:jnt-fault-route';

/** Names the endpoint for fault injection (`POST /__sim/jnt/faults {route}`). */
export const JntFaultPoint = (route: JntRoute) => SetMetadata(FAULT_ROUTE, route);

/**
 * Spoils a J&T request as an injected fault says. `status` and `timeout` change nothing (the call
 * never reached J&T's application); `latency` and `malformed` do the work and then answer late or
 * garbled, so a client must cope with a waybill it never heard about.
 */
@Injectable()
export class JntFaultInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly faults: JntFaultStore,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<JntRoute | undefined>(FAULT_ROUTE, context.getHandler());
    const fault = route ? this.faults.take(route) : undefined;
    if (!fault) return next.handle();
    switch (fault.kind) {
      case 'latency':
        return timer(fault.ms ?? 1000).pipe(switchMap(() => next.handle()));
      case 'status':
        return throwError(() => serverErrorPage(fault.status ?? 500));
      case 'malformed':
        return next.handle().pipe(map((body) => garbled(body)));
      case 'timeout':
        return holdRequest(context, this.faults, () => new Error('request dropped without an answer'), fault.ms);
      case 'lost':
        return next
          .handle()
          .pipe(
            switchMap(() =>
              holdRequest(context, this.faults, () => new Error('answer dropped after the work'), fault.ms),
            ),
          );
    }
  }
}

/** The first half of the JSON J&T meant to send, still labelled JSON, with HTTP 200. */
function garbled(body: unknown): never {
  const text = JSON.stringify(body);
  throw new JntAnswer(200, text.slice(0, Math.max(1, Math.floor(text.length / 2))));
}
