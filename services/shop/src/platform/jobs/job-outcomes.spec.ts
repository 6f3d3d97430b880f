import type { Clock } from '../clock/clock.js';
import type { EventLog } from '../event-log/event-log.js';
import type { ShopParts } from '../parts/shop-parts.js';
import { JobOutcomes } from './job-outcomes.js';

/** The statements each job's ending writes, with the outbox's rows as `done` says. */
function outcomesOver(doneRows: Set<string>) {
  const statements: string[] = [];
  const query = (sql: string, [queue, jobId]: [string, string]) => {
    statements.push(sql.split(' ')[0]!);
    const found = sql.startsWith('SELECT') && doneRows.has(`${queue}/${jobId}`);
    const rows = found ? [{ done: true, payload: null }] : [];
    return Promise.resolve({ rowCount: rows.length, rows });
  };
  const log = { autocommit: { query } } as unknown as EventLog;
  const outcomes = new JobOutcomes(log, { jobFailureCommands: [] } as unknown as ShopParts, {} as Clock);
  return { outcomes, statements };
}

describe("a job's done mark", () => {
  it('is written once for a job whose run marked its row (a mail the moment SMTP took it)', async () => {
    const { outcomes, statements } = outcomesOver(new Set());
    expect(await outcomes.isDone('mail', 'mail_1')).toBe(false);
    await outcomes.doneInRun('mail', 'mail_1');
    await outcomes.completed('mail', 'mail_1');
    expect(statements).toEqual(['SELECT', 'UPDATE']);
  });

  it('is not written again for a job whose run found its row done', async () => {
    const { outcomes, statements } = outcomesOver(new Set(['mail/mail_2']));
    expect(await outcomes.isDone('mail', 'mail_2')).toBe(true);
    await outcomes.completed('mail', 'mail_2');
    expect(statements).toEqual(['SELECT']);
  });

  it("is written at the completion of a job whose run did not mark it, and of the same job's next run", async () => {
    const { outcomes, statements } = outcomesOver(new Set());
    await outcomes.completed('shipping', 'create-waybill_7');
    await outcomes.doneInRun('mail', 'mail_3');
    await outcomes.completed('mail', 'mail_3');
    // the same job handed over again later (Redis lost it): its completion marks again
    await outcomes.completed('mail', 'mail_3');
    expect(statements).toEqual(['UPDATE', 'UPDATE', 'UPDATE']);
  });

  it('is left to the next ending when the run that marked it then failed', async () => {
    const { outcomes, statements } = outcomesOver(new Set());
    await outcomes.doneInRun('mail', 'mail_4');
    outcomes.runFailed('mail', 'mail_4');
    await outcomes.completed('mail', 'mail_4');
    expect(statements).toEqual(['UPDATE', 'UPDATE']);
  });

  it('keeps the marks of jobs of the same id on different queues apart', async () => {
    const { outcomes, statements } = outcomesOver(new Set());
    await outcomes.doneInRun('mail', 'same_1');
    await outcomes.completed('newsletter-mail', 'same_1');
    expect(statements).toEqual(['UPDATE', 'UPDATE']);
  });
});
