/**
 * Jest's test order: the longest files first, so no long file starts last and leaves the other
 * worker idle at the end. Jest does this itself from the timings it keeps in its cache
 * directory, but a fresh clone (CI) has none, and then it orders by file size, which says little:
 * a short file that starts five shop processes outlasts a long file of pure rules.
 *
 * A file's time is jest's own from a previous run on this machine when it has one, else the one
 * recorded in durations.json (written by `npm run test:durations`), else an estimate from its
 * size at the rate the recorded files ran (a new file, or a list from a partial run).
 * Jest loads this file as it is (no transform), hence plain JavaScript.
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';

import Sequencer from '@jest/test-sequencer';

const recorded = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')).seconds;

const key = (test) => relative(test.context.config.rootDir, test.path).split(sep).join('/');
const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;

export default class LongestFirst extends Sequencer {
  /** Milliseconds a byte of the recorded files took, for the files not recorded. */
  msPerByte;

  sort(tests) {
    const listed = tests.filter((test) => recorded[key(test)] !== undefined);
    const bytes = listed.reduce((sum, test) => sum + size(test), 0);
    const ms = listed.reduce((sum, test) => sum + recorded[key(test)] * 1000, 0);
    this.msPerByte = bytes > 0 ? ms / bytes : undefined;
    return super.sort(tests);
  }

  time(test) {
    const seconds = recorded[key(test)];
    if (seconds !== undefined) return super.time(test) ?? seconds * 1000;
    return super.time(test) ?? (this.msPerByte === undefined ? undefined : size(test) * this.msPerByte);
  }
}
