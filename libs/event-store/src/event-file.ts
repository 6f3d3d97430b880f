/**
 * The event log as a file: one JSON object a line (NDJSON), ordered by global position, each
 * event with its stream, version, id, type, data, metadata and time (ISO 8601 with its zone, to
 * the microsecond). `position` is where it stood in the log it came from; an import numbers
 * events anew in its own log and keeps only their order.
 */
export interface EventLine {
  position: string;
  streamId: string;
  streamType: string;
  version: number;
  eventId: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recordedAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A line of the file as an event, or what is wrong with it. */
export function parseEventLine(text: string): EventLine | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an event object';
  const line = value as Partial<EventLine>;
  const missing = (['streamId', 'streamType', 'eventId', 'type', 'recordedAt'] as const).filter(
    (key) => typeof line[key] !== 'string' || !line[key],
  );
  if (missing.length) return `missing ${missing.join(', ')}`;
  if (!Number.isInteger(line.version) || line.version! < 1) return 'version is not a whole number from 1';
  if (!UUID.test(line.eventId!)) return `event id ${line.eventId} is not a uuid`;
  if (!line.streamId!.startsWith(`${line.streamType}-`)) {
    return `stream ${line.streamId} is not of type ${line.streamType}`;
  }
  if (Number.isNaN(Date.parse(line.recordedAt!))) return `recordedAt ${line.recordedAt} is not a time`;
  if (!('data' in line)) return 'missing data';
  const metadata = line.metadata ?? {};
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return 'metadata is not an object';
  return { ...(line as EventLine), metadata, position: String(line.position ?? '') };
}
