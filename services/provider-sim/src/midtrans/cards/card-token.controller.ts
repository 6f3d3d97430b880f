import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';

import { CORE_UNAUTHORIZED, coreErrorBody } from '../http/midtrans-answers.js';
import { MIDTRANS_CONFIG, type MidtransSimConfig } from '../midtrans-config.js';
import { CardAuthentication } from './card-authentication.js';
import { readTokenRequest } from './card-request.js';
import { CARD_SCRIPT } from './card-script.js';
import { CardTokens } from './card-tokens.js';
import { threeDsPage } from './three-ds-page.js';

/** A JSONP callback name: a plain (dotted) identifier, nothing a page could be made to run. */
const CALLBACK = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/**
 * The browser's side of Midtrans cards, on the Core API host as at Midtrans: the card script,
 * `GET /v2/token` (the client key, not the server key: the browser calls it), and the issuer's
 * 3-D Secure page a card charge's redirect_url names.
 */
@Controller('midtrans/api/v2')
export class CardTokenController {
  constructor(
    @Inject(MIDTRANS_CONFIG) private readonly config: MidtransSimConfig,
    private readonly tokens: CardTokens,
    private readonly authentication: CardAuthentication,
  ) {}

  @Get(['assets/js/midtrans-new-3ds.min.js', 'assets/js/midtrans-new-3ds.js'])
  @Header('content-type', 'application/javascript; charset=utf-8')
  @Header('cache-control', 'no-cache')
  script() {
    return CARD_SCRIPT;
  }

  /** Answers in the body's status_code (HTTP 200), as JSONP when a callback is named. */
  @Get('token')
  token(@Query() query: Record<string, unknown>, @Res() response: Response) {
    const body = this.tokenAnswer(query);
    const callback = typeof query.callback === 'string' && CALLBACK.test(query.callback) ? query.callback : undefined;
    if (!callback) return response.status(200).json(body);
    response
      .status(200)
      .type('application/javascript')
      .send(`${callback}(${JSON.stringify(body)});`);
  }

  @Get('token/rba/redirect/:transactionId')
  @Header('content-type', 'text/html; charset=utf-8')
  page(@Param('transactionId') transactionId: string) {
    const transaction = this.authentication.find(transactionId);
    const method = transaction?.charge?.method;
    if (!transaction || method?.type !== 'credit_card') {
      return threeDsPage({ orderId: '-', grossAmount: 0, maskedCard: '-', closed: 'Transaction not found.' });
    }
    const view = { orderId: transaction.orderId, grossAmount: transaction.grossAmount, maskedCard: method.maskedCard };
    const waiting = this.authentication.awaiting(transactionId);
    return threeDsPage(waiting ? view : { ...view, closed: `This payment is ${transaction.charge?.status}.` });
  }

  @Post('token/rba/redirect/:transactionId')
  @HttpCode(200)
  submit(@Param('transactionId') transactionId: string, @Body() body: unknown) {
    return this.authentication.submit(transactionId, (body as { otp?: unknown } | undefined)?.otp);
  }

  private tokenAnswer(query: Record<string, unknown>): Record<string, unknown> {
    if (query.client_key !== this.config.clientKey) return coreErrorBody(401, CORE_UNAUTHORIZED);
    const read = readTokenRequest(query, new Date());
    if (read.kind === 'invalid') {
      const invalid = coreErrorBody(400, 'One or more parameters in the payload is invalid.');
      return { ...invalid, validation_messages: read.errors };
    }
    const tokenId = this.tokens.issue(read.number, read.card);
    return {
      status_code: '200',
      status_message: 'Credit card token is created as Token ID.',
      token_id: tokenId,
      hash: `${tokenId.slice(0, 11)}-${read.card.brand}`,
    };
  }
}
