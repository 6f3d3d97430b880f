export { eventsNotApplied } from './checkpoints.js';
export { ExpectedVersionConflict, GuardFailed } from './conflict.js';
export { type EventLine, parseEventLine } from './event-file.js';
export { DEFAULT_NOTIFY_CHANNEL, EventStore } from './event-store.js';
export { exportEvents } from './export-events.js';
export { GuardedWrite } from './guarded-write.js';
export { importEvents, type ImportResult } from './import-events.js';
export { hearClientsForLife, pgDatabase } from './pg-database.js';
export { consoleLogger, type Projection, type ProjectionLogger, type UnreadKeys } from './projection.js';
export { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner.js';
export { rebuildProjection, rebuildProjections } from './rebuild.js';
export { retryOnConflict } from './retry.js';
export { type Database, pgSession, type SessionOptions, type SqlSession } from './sql-session.js';
export {
  type Actor,
  type AppendOptions,
  type AppendResult,
  type Checkpoint,
  type EventMetadata,
  type ExpectedVersion,
  type FoldedEvent,
  type NewEvent,
  type RecordedEvent,
  START,
} from './types.js';
export { WriteGatherer } from './write-gatherer.js';
