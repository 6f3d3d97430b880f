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
