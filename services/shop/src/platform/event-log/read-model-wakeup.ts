import type { NewEvent, Projection } from '@kilau/event-store';

/**
 * Whether appending `events` should wake the read models: only when one of them reads one of
 * the events' types (or reads every type). A cart's changes feed no read model, and waking every
 * process's projections for each add cost the database more than the add's own read.
 */
export function readModelWakeup(readModels: readonly Projection[]): (events: readonly NewEvent[]) => boolean {
  if (readModels.some((model) => !model.eventTypes)) return () => true;
  const read = new Set(readModels.flatMap((model) => model.eventTypes ?? []));
  return (events) => events.some((event) => read.has(event.type));
}
