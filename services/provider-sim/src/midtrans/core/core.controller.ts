import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';

import { FaultInterceptor, FaultPoint } from '../faults/fault.interceptor.js';
import { requestOrigin } from '../http/request-origin.js';
import { CoreServerKeyGuard } from '../http/server-key.guard.js';
import { CoreCharges } from './core-charges.js';
import { CoreTransactions } from './core-transactions.js';

/** The Core API host family (api.sandbox.midtrans.com): status, cancel, expire and charge. */
@Controller('midtrans/api/v2')
@UseGuards(CoreServerKeyGuard)
@UseInterceptors(FaultInterceptor)
export class CoreController {
  constructor(
    private readonly transactions: CoreTransactions,
    private readonly charges: CoreCharges,
  ) {}

  @Post('charge')
  @HttpCode(200)
  @FaultPoint('core.charge')
  charge(@Body() body: unknown, @Req() request: Request) {
    return this.charges.charge(body, request.headers, requestOrigin(request));
  }

  @Get(':id/status')
  @FaultPoint('core.status')
  status(@Param('id') id: string) {
    return this.transactions.status(id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @FaultPoint('core.cancel')
  cancel(@Param('id') id: string) {
    return this.transactions.cancel(id);
  }

  @Post(':id/expire')
  @HttpCode(200)
  @FaultPoint('core.expire')
  expire(@Param('id') id: string) {
    return this.transactions.expire(id);
  }
}
