import type { DeliveryOutcome } from './retry-policy.js';

const MAX_REDIRECTS = 5;

/**
 * One delivery attempt as Midtrans makes it: a JSON POST from "Veritrans", following 307/308 with
 * the same POST up to five times and nothing else, given up after `timeoutMs`.
 */
export async function postNotification(
  url: string,
  body: unknown,
  timeoutMs: number,
  stopped: AbortSignal,
): Promise<DeliveryOutcome> {
  const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), stopped]);
  let target = url;
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': 'Veritrans' },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal,
      });
      await response.body?.cancel();
      const location = response.headers.get('location');
      if ((response.status !== 307 && response.status !== 308) || !location) return { status: response.status };
      if (hop === MAX_REDIRECTS) return { error: `more than ${MAX_REDIRECTS} redirects` };
      target = new URL(location, target).toString();
    }
  } catch (error) {
    if (signal.aborted && !stopped.aborted) return { error: `no answer within ${timeoutMs} ms` };
    return { error: error instanceof Error ? describe(error) : String(error) };
  }
}

function describe(error: Error): string {
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
