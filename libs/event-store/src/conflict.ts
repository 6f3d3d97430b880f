import type { ExpectedVersion } from './types.js';

/** Another writer appended to the stream since the caller read it: reload, decide again, append again. */
export class ExpectedVersionConflict extends Error {
  override readonly name = 'ExpectedVersionConflict';

  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, not at the expected ${expected}`);
  }
}

/**
 * A guarded write's guard did not hold when it ran (a stock since sold, a stream moved on): the
 * statement wrote nothing; read again, decide again, write again.
 */
export class GuardFailed extends Error {
  override readonly name = 'GuardFailed';

  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`A guarded write wrote nothing: ${reason}`, options);
  }
}
