import { providerCallDuration } from './shop-metrics.js';

export type Provider = 'midtrans' | 'jnt';

/**
 * Runs one call to a provider and records how long it took and how it ended: `ok`, or the
 * error's `kind` (the clients' errors say `transient` or `refused`), else `error`.
 */
export async function measureProviderCall<T>(
  provider: Provider,
  operation: string,
  call: () => Promise<T>,
): Promise<T> {
  const end = providerCallDuration.startTimer({ provider, operation });
  try {
    const answer = await call();
    end({ outcome: 'ok' });
    return answer;
  } catch (error) {
    const kind = (error as { kind?: unknown }).kind;
    end({ outcome: typeof kind === 'string' ? kind : 'error' });
    throw error;
  }
}
