import { type DependencyList, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error }
  | { status: 'done'; data: T; error?: undefined };

/** Runs `load` when `deps` change and follows it: loading, then done or error. */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'done', data }),
      (error: Error) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
    // the caller lists what `load` reads; lint checks those lists (additionalHooks: useAsync)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
