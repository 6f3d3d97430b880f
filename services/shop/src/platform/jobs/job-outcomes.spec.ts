import type { EventLog } from '../event-log/event-log.js';
import type { ShopParts } from '../parts/shop-parts.js';
import { JobOutcomes } from './job-outcomes.js';

/** A job's outbox row is marked done once: by its run when the run marks it, else when it completes. */
describe('job outcomes: done marks', () => {
  const marks: unknown[][] = [];
  const log = { autocommit: { query: (_text: string, params: unknown[]) => (marks.push(params), { rows: [] }) } };
  const outcomes = () =>
    new JobOutcomes(log as unknown as EventLog, {} as ShopParts, { now: () => new Date() } as never);
  beforeEach(() => (marks.length = 0));

  it.each([
    ['marked by its run, then completed: one mark', ['run', 'completed'], 1],
    ['completed without a mark of its run: one mark', ['completed'], 1],
    [
      'marked by its run, then failed; completed on a later try that did not mark: marked again',
      ['run', 'failed', 'completed'],
      2,
    ],
    ['run twice, each marking, completed each time: a mark each run', ['run', 'completed', 'run', 'completed'], 2],
  ])('%s', async (_case, steps, expected) => {
    const jobs = outcomes();
    for (const step of steps) {
      if (step === 'run') await jobs.doneInRun('mail', 'mail_1');
      if (step === 'completed') await jobs.completed('mail', 'mail_1');
      if (step === 'failed') jobs.runEnded('mail', 'mail_1');
    }
    expect(marks).toHaveLength(expected);
    expect(marks.every((params) => params[0] === 'mail' && params[1] === 'mail_1')).toBe(true);
  });

  it('keeps the marks of one queue apart from another queue job of the same id', async () => {
    const jobs = outcomes();
    await jobs.doneInRun('mail', 'same');
    await jobs.completed('newsletter-mail', 'same');
    await jobs.completed('mail', 'same');
    expect(marks).toEqual([
      ['mail', 'same'],
      ['newsletter-mail', 'same'],
    ]);
  });
});
