import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import QRCode from 'qrcode';

import { coreErrorBody, MidtransAnswer, NOT_FOUND } from '../http/midtrans-answers.js';
import { TransactionStore } from '../transactions/transaction-store.js';

/**
 * The `generate-qr-code` action's URL: a PNG of the charge's `qr_string`, without auth, since a
 * shop shows it to the payer straight from Midtrans.
 */
@Controller('midtrans/api/v2/qris')
export class QrisImageController {
  constructor(private readonly store: TransactionStore) {}

  @Get(':transactionId/qr-code')
  async image(@Param('transactionId') transactionId: string) {
    const method = this.store.find(transactionId)?.charge?.method;
    if (method?.type !== 'qris') throw new MidtransAnswer(404, coreErrorBody(404, NOT_FOUND));
    const png = await QRCode.toBuffer(method.qrString, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
    return new StreamableFile(png, { type: 'image/png' });
  }
}
