import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { AdminMessages, OrderMessages } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { RequireStaff } from '../identity/auth/login.guard.js';
import { CommandMetadata } from '../platform/event-log/command-metadata.js';
import { IdParam } from '../platform/http/id-param.js';
import { ShopError } from '../platform/http/shop-error.js';
import { CreateLabels, type LabelBatch } from './commands/create-labels/command.js';
import { CreateLabelsDto } from './dto/shipping.dto.js';
import { GetLabel } from './queries/get-label.js';

const OrderId = new IdParam(OrderMessages.orderNotFound);

/** Staff's labels: the batch that moves orders to collection, and one order's label again. */
@ApiTags('shipping')
@Controller('orders')
export class LabelsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('create_labels')
  @HttpCode(200)
  @RequireStaff()
  @ApiProduces('application/pdf', 'application/json')
  @ApiOperation({
    summary: "'Create Label & Move to Collection': a PDF of the labels (X-Label-Results: a result per order), or JSON",
  })
  async create(
    @Body() dto: CreateLabelsDto,
    @Headers('accept') accept: string | undefined,
    @CommandMetadata() meta: EventMetadata,
    @Res({ passthrough: true }) res: Response,
  ) {
    const batch = await this.commands.execute<CreateLabels, LabelBatch>(new CreateLabels(dto.order_ids, meta));
    const results = batch.results.map((result) => ({
      ...result,
      label_url: result.ok ? `/api/orders/${result.order_id}/label/` : null,
    }));
    if (!batch.pdf) {
      throw new ShopError(502, 'label_creation_failed', AdminMessages.labelCreationFailedTitle, {
        detail: results.map((result) => AdminMessages.orderFailure(result.order_id, result.reason ?? '')).join('; '),
        body: { results },
      });
    }
    if (accept?.includes('application/json')) return { results };
    res.setHeader('X-Label-Results', encodeURIComponent(JSON.stringify(results)));
    res.setHeader('Access-Control-Expose-Headers', 'X-Label-Results, Content-Disposition');
    return new StreamableFile(batch.pdf, {
      type: 'application/pdf',
      disposition: `inline; filename="${batch.fileName}"`,
    });
  }

  @Get(':id/label')
  @RequireStaff()
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: "One labelled order's label (the 'Open Shipping Label N' links)" })
  async label(@Param('id', OrderId) id: number) {
    const pdf = await this.queries.execute<GetLabel, Buffer>(new GetLabel(id));
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="label-${id}.pdf"` });
  }
}
