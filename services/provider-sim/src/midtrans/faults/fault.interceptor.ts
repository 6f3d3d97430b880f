import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, type Observable, switchMap, throwError, timer } from 'rxjs';

import { holdRequest } from '../../shared/faults/hold-request.js';
import { DroppedRequest, failureBody, MalformedAnswer, MidtransAnswer } from '../http/midtrans-answers.js';
import { type FaultRoute, FaultStore } from './fault-store.js';

const FAULT_ROUTE = 'provider-sim:midtrans-fault-route';

/** Names the endpoint for fault injection (`POST /__sim/midtrans/faults {route}`). */
export const FaultPoint = (route: FaultRoute) => SetMetadata(FAULT_ROUTE, route);

/**
 * Spoils a request as an injected fault says. `status` and `timeout` leave the transaction alone
 * (Midtrans never got the call); `latency`, `malformed` and `lost` do the work and then answer
 * late, garbled or never, so a client must cope with a change it never heard about.
 */
@Injectable()
export class FaultInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly faults: FaultStore,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<FaultRoute | undefined>(FAULT_ROUTE, context.getHandler());
    const fault = route ? this.faults.take(route) : undefined;
    if (!route || !fault) return next.handle();
    const family = route.startsWith('snap.') ? 'snap' : 'core';
    switch (fault.kind) {
      case 'latency':
        return timer(fault.ms ?? 1000).pipe(switchMap(() => next.handle()));
      case 'status': {
        const status = fault.status ?? 500;
        return throwError(() => new MidtransAnswer(status, failureBody(family, status)));
      }
      case 'malformed': {
        const status = route === 'snap.create' ? 201 : 200;
        return next.handle().pipe(
          map((body) => {
            const text = JSON.stringify(body);
            throw new MalformedAnswer(status, text.slice(0, Math.max(1, Math.floor(text.length / 2))));
          }),
        );
      }
      case 'timeout':
        return holdRequest(context, this.faults, () => new DroppedRequest(), fault.ms);
      case 'lost':
        // the work is done (a token made, an account opened) and its answer never arrives
        return next
          .handle()
          .pipe(switchMap(() => holdRequest(context, this.faults, () => new DroppedRequest(), fault.ms)));
    }
  }
}
