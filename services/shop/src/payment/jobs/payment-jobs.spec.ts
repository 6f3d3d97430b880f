import type { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';

import { configureRootLogger } from '../../platform/logging/logger.js';
import type { PendingChecks } from '../pending-checks.js';
import { PaymentJobs } from './payment-jobs.js';

/** A check frees its place among the waiting ones before it reads anything (pending-checks.ts). */
describe('a payment check job', () => {
  beforeAll(() => configureRootLogger({ level: 'silent', service: 'test' }));

  it('frees its place before the check reads the payment or asks Midtrans', async () => {
    const steps: string[] = [];
    const commands = {
      execute: async (command: { attemptId: string }) => {
        steps.push(`checked ${command.attemptId}`);
        return { outcome: 'no_news' };
      },
    } as unknown as CommandBus;
    const pending = {
      begun: async (attemptId: string, notified: { transactionStatus: string }, jobId: string) => {
        steps.push(`begun ${attemptId} ${notified.transactionStatus} ${jobId}`);
      },
    } as unknown as PendingChecks;
    const job = {
      id: 'confirm-payment_n1',
      name: 'confirm-payment',
      attemptsMade: 0,
      opts: { attempts: 3 },
      data: { attemptId: '5-1', notificationId: 'n1', notified: { transactionStatus: 'pending' } },
    } as unknown as Job;
    await expect(new PaymentJobs(commands, pending).handle(job, 'payment-checks')).resolves.toEqual({
      outcome: 'no_news',
    });
    expect(steps).toEqual(['begun 5-1 pending confirm-payment_n1', 'checked 5-1']);
  });
});
