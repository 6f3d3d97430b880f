import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';

import { JntFaultInterceptor, JntFaultPoint } from '../faults/fault.interceptor.js';
import { routePattern } from '../http/jnt-paths.js';
import { TariffInquiry } from './tariff-inquiry.js';

/** Check rate (partner-track.jet.co.id/jandt_track/inquiry.action). */
@Controller('jnt')
@UseInterceptors(JntFaultInterceptor)
export class TariffController {
  constructor(private readonly inquiry: TariffInquiry) {}

  @Post(routePattern('tariff'))
  @HttpCode(200)
  @JntFaultPoint('tariff')
  tariff(@Body() form: unknown) {
    return this.inquiry.inquire(form);
  }
}
