import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { type AuthenticatedUser, CurrentUser } from '../../identity/auth/authenticated-user.js';
import { RequireStaff } from '../../identity/auth/login.guard.js';
import { QueueHealth } from '../../platform/jobs/queue-health.js';
import { QueueAccess } from './queue-access.js';
import { QUEUE_DASHBOARD_PATH } from './queue-dashboard.js';

@ApiTags('admin')
@Controller('admin/queues')
@RequireStaff()
export class QueuesController {
  constructor(
    private readonly queues: QueueHealth,
    private readonly access: QueueAccess,
  ) {}

  @Get()
  @ApiOperation({ summary: 'How every queue stands, and a one-minute link to the queue dashboard (staff)' })
  async list(@CurrentUser() user: AuthenticatedUser) {
    return {
      queues: await this.queues.counts(),
      dashboard_url: `${QUEUE_DASHBOARD_PATH}?ticket=${await this.access.ticket(user.id)}`,
    };
  }
}
