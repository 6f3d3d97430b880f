import { Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { RequireStaff } from '../../identity/auth/login.guard.js';
import { notFound } from '../../platform/http/shop-error.js';
import { OutboxRows } from './outbox-rows.js';

@ApiTags('admin')
@Controller('admin/outbox')
@RequireStaff()
export class OutboxController {
  constructor(private readonly rows: OutboxRows) {}

  @Get()
  @ApiOperation({
    summary: 'Jobs in trouble (staff): outbox rows parked after OUTBOX_MAX_ATTEMPTS, and jobs that failed for good',
  })
  list() {
    return this.rows.troubled();
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hand a parked outbox row to the relay again (staff)' })
  async retry(@Param('id', ParseIntPipe) id: number) {
    if (!(await this.rows.retry(id))) throw notFound('No parked outbox row with that id');
    return { id, status: 'queued' };
  }
}
