import type { EventMetadata, NewEvent, SqlSession } from '@kilau/event-store';

import type { EventLog } from './event-log.js';
import { type DecidedStream, type Handled, handled, loadLocked } from './stream-command.js';

/** One decision's facts for each of the two streams, in the order the streams were named. */
export type TwoStreamDecision<First, Second> = readonly [First[], Second[]];

/**
 * A decision that needs two streams at once (an order's payment attempts and the order itself),
 * run like `handleStreamCommand`: both streams locked and folded, the decision taken on both
 * states, each stream's facts appended expecting the version read, in one transaction, and all of
 * it taken again on fresh streams when another writer got to either first.
 *
 * The streams are locked in the order of their ids, whatever order they are named in (`order-…`
 * before `payment-…`, as every other writer of both takes them), so two such transactions never
 * wait on each other in a circle. The facts are appended in the order the streams were named.
 */
export function handleTwoStreamCommand<S1, E1 extends NewEvent, S2, E2 extends NewEvent>(
  log: EventLog,
  streams: readonly [DecidedStream<S1, E1>, DecidedStream<S2, E2>],
  decide: (first: S1, second: S2) => TwoStreamDecision<E1, E2>,
  options: { metadata: EventMetadata },
): Promise<readonly [Handled<S1, E1>, Handled<S2, E2>]> {
  const [first, second] = streams;
  return log.transact(async (session) => {
    const [one, two] = await loadInIdOrder(log, session, first, second);
    const [firstEvents, secondEvents] = decide(one.state, two.state);
    const appendOptions = (version: number) => ({ expectedVersion: version, metadata: options.metadata });
    if (firstEvents.length) await log.append(session, first.id, firstEvents, appendOptions(one.version));
    if (secondEvents.length) await log.append(session, second.id, secondEvents, appendOptions(two.version));
    return [handled(first, one.state, firstEvents), handled(second, two.state, secondEvents)] as const;
  });
}

async function loadInIdOrder<S1, E1 extends NewEvent, S2, E2 extends NewEvent>(
  log: EventLog,
  session: SqlSession,
  first: DecidedStream<S1, E1>,
  second: DecidedStream<S2, E2>,
) {
  if (first.id <= second.id) {
    const one = await loadLocked(log, session, first);
    return [one, await loadLocked(log, session, second)] as const;
  }
  const two = await loadLocked(log, session, second);
  return [await loadLocked(log, session, first), two] as const;
}
