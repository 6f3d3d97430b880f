import { Body, Controller, Headers, HttpCode, Post, UseInterceptors } from '@nestjs/common';

import { JntFaultInterceptor, JntFaultPoint } from '../faults/fault.interceptor.js';
import { routePattern } from '../http/jnt-paths.js';
import { TrackingInquiry } from './tracking-inquiry.js';

/** Tracking by waybill (secure-jk.jet.co.id/…/trackAction!tracking.action), JSON in and out. */
@Controller('jnt')
@UseInterceptors(JntFaultInterceptor)
export class TrackingController {
  constructor(private readonly inquiry: TrackingInquiry) {}

  @Post(routePattern('track'))
  @HttpCode(200)
  @JntFaultPoint('track')
  track(@Headers('authorization') authorization: string | undefined, @Body() body: unknown) {
    return this.inquiry.track(authorization, body);
  }
}
