import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import type { Request } from 'express';

import { JntFaultInterceptor, JntFaultPoint } from '../faults/fault.interceptor.js';
import { routePattern } from '../http/jnt-paths.js';
import { JNT_CONFIG, type JntSimConfig } from '../jnt-config.js';
import { OrderStore } from '../orders/order-store.js';
import { LabelLinks } from './label-links.js';
import { PrintUrls } from './print-urls.js';
import { receiptPdf } from './receipt-pdf.js';

/** Print label: the URL call (general.jntexpress.id/jandt_order_web/…) and the PDFs its URLs serve. */
@Controller('jnt')
export class LabelsController {
  constructor(
    @Inject(JNT_CONFIG) private readonly config: JntSimConfig,
    private readonly printUrls: PrintUrls,
    private readonly links: LabelLinks,
    private readonly store: OrderStore,
  ) {}

  @Post(routePattern('print'))
  @HttpCode(200)
  @UseInterceptors(JntFaultInterceptor)
  @JntFaultPoint('print')
  printUrl(@Body() form: unknown, @Req() request: Request) {
    // The URL is opened by a browser, so it names the simulator as the caller reached it unless told otherwise.
    const base = this.config.publicUrl ?? `${request.protocol}://${request.get('host') ?? 'localhost'}`;
    return this.printUrls.printUrl(form, base);
  }

  @Get('labels/:token.pdf')
  async label(@Param('token') token: string) {
    const order = this.store.withAwb(this.links.awbOf(token) ?? '');
    if (!order) throw new NotFoundException('This label link has expired or never existed');
    return new StreamableFile(await receiptPdf(order), {
      type: 'application/pdf',
      disposition: `inline; filename="${order.awb}.pdf"`,
    });
  }
}
