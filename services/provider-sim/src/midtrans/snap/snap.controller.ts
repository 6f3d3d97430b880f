import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { Request } from 'express';

import { FaultInterceptor, FaultPoint } from '../faults/fault.interceptor.js';
import { snapError } from '../http/midtrans-answers.js';
import { requestOrigin } from '../http/request-origin.js';
import { SnapServerKeyGuard } from '../http/server-key.guard.js';
import { PAYMENT_CHOICES, type PaymentChoice, PaymentChoices } from './payment-choices.js';
import { paymentPage } from './payment-page.js';
import { SNAP_JS } from './snap-js.js';
import { SnapTransactions } from './snap-transactions.js';

/** The Snap host family (app.sandbox.midtrans.com/snap): the token API, snap.js and the payment page. */
@Controller('midtrans/app/snap')
@UseInterceptors(FaultInterceptor)
export class SnapController {
  constructor(
    private readonly transactions: SnapTransactions,
    private readonly choices: PaymentChoices,
  ) {}

  @Post('v1/transactions')
  @HttpCode(201)
  @UseGuards(SnapServerKeyGuard)
  @FaultPoint('snap.create')
  create(@Body() body: unknown, @Req() request: Request) {
    const token = this.transactions.create(body, request.headers).snapToken;
    return { token, redirect_url: `${requestOrigin(request)}/midtrans/app/snap/v3/redirection/${token}` };
  }

  @Get('snap.js')
  @Header('content-type', 'application/javascript; charset=utf-8')
  @Header('cache-control', 'no-cache')
  script() {
    return SNAP_JS;
  }

  @Get('v3/redirection/:token')
  @Header('content-type', 'text/html; charset=utf-8')
  page(@Param('token') token: string, @Query('language') language?: string) {
    const opened = this.choices.open(token);
    if ('transaction' in opened) return paymentPage({ transaction: opened.transaction, language: language ?? 'id' });
    const message = [opened.refusal.status_message].flat().join(' ');
    return paymentPage({ ...this.choices.peek(token), refusal: `Sorry, ${message}.`, language: language ?? 'id' });
  }

  @Post('v3/redirection/:token/choice')
  @HttpCode(200)
  choose(@Param('token') token: string, @Body() body: unknown) {
    const choice = (body as { choice?: unknown } | undefined)?.choice;
    if (!PAYMENT_CHOICES.includes(choice as PaymentChoice)) {
      throw snapError(400, `choice must be one of ${PAYMENT_CHOICES.join(', ')}`);
    }
    return this.choices.choose(token, choice as PaymentChoice);
  }
}
