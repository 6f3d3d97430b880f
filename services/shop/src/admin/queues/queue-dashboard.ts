import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

import { QueueHealth } from '../../platform/jobs/queue-health.js';
import { QueueAccess } from './queue-access.js';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * The queue dashboard (bull-board) for staff at /admin/queues: every queue's waiting, active,
 * delayed, failed and finished jobs, with their data and errors. A browser reaches it with a
 * short-lived ticket from GET /api/admin/queues, exchanged for a cookie scoped to the
 * dashboard; an API bearer token does not open it.
 */
export function mountQueueDashboard(app: INestApplication): void {
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: app
      .get(QueueHealth)
      .queues()
      .map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
  });
  const access = app.get(QueueAccess);
  app.use(QUEUE_DASHBOARD_PATH, (req: Request, res: Response, next: NextFunction) => {
    access.admit(req, res).then(
      (admitted) => admitted && next(),
      (error: unknown) => next(error),
    );
  });
  app.use(QUEUE_DASHBOARD_PATH, board.getRouter());
}
