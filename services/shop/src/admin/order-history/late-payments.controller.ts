import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import type { LatePaymentRow } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { type AuthenticatedUser, CurrentUser } from '../../identity/auth/authenticated-user.js';
import { RequireStaff } from '../../identity/auth/login.guard.js';
import { CommandMetadata } from '../../platform/event-log/command-metadata.js';
import { parseRestList, RestListDto, setContentRange } from '../../platform/http/simple-rest.js';
import { MarkLatePaymentRefunded } from './commands/mark-refunded/command.js';
import { MarkRefundedDto } from './dto/mark-refunded.dto.js';
import { LATE_PAYMENT_SORTS, ListLatePayments } from './queries/list-late-payments.js';

const RESOURCE = 'late-payments';

@ApiTags('admin')
@Controller('admin/late-payments')
@RequireStaff()
export class LatePaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Payments that arrived after their order was cancelled, newest first (staff; ra-data-simple-rest: sort, range, filter refunded/q/order_id/id)',
  })
  async list(@Query() dto: RestListDto, @Res({ passthrough: true }) res: Response): Promise<LatePaymentRow[]> {
    const list = parseRestList(dto, Object.keys(LATE_PAYMENT_SORTS), { field: 'paid_at', order: 'DESC' });
    const { rows, total } = await this.queries.execute(new ListLatePayments(list));
    setContentRange(res, RESOURCE, list, rows.length, total);
    return rows;
  }

  @Post(':id/refunded')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record that staff refunded a late payment (once), with an optional note' })
  refunded(
    @Param('id') id: string,
    @Body() dto: MarkRefundedDto,
    @CurrentUser() user: AuthenticatedUser,
    @CommandMetadata() meta: EventMetadata,
  ) {
    return this.commands.execute(
      new MarkLatePaymentRefunded(id, dto.note ?? '', { id: user.id, email: user.email }, meta),
    );
  }
}
