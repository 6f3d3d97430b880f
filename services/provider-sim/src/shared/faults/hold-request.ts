import type { ExecutionContext } from '@nestjs/common';
import type { Response } from 'express';
import { Observable } from 'rxjs';

/**
 * A `timeout` fault: the request is never answered. Its connection is dropped after `afterMs` when
 * given, else when the client gives up, the faults are cleared or the simulator stops; the handler
 * then ends with `dropped()`, which the provider's error filter answers with nothing.
 */
export function holdRequest(
  context: ExecutionContext,
  store: { hold(drop: () => void): () => void },
  dropped: () => unknown,
  afterMs?: number,
): Observable<never> {
  const response = context.switchToHttp().getResponse<Response>();
  return new Observable<never>((subscriber) => {
    const drop = () => response.destroy();
    const gone = () => subscriber.error(dropped());
    const forget = store.hold(drop);
    const deadline = afterMs === undefined ? undefined : setTimeout(drop, afterMs);
    response.once('close', gone);
    return () => {
      clearTimeout(deadline);
      forget();
      response.off('close', gone);
    };
  });
}
