import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';

import { JntFaultInterceptor, JntFaultPoint } from '../faults/fault.interceptor.js';
import { routePattern } from '../http/jnt-paths.js';
import { CancelOrders } from './cancel-orders.js';
import { CreateOrders } from './create-orders.js';

/** The e-commerce order API (ecommerce.jntexpress.id/jts-idn-ecommerce-api): create and cancel. */
@Controller('jnt')
@UseInterceptors(JntFaultInterceptor)
export class OrdersController {
  constructor(
    private readonly creates: CreateOrders,
    private readonly cancels: CancelOrders,
  ) {}

  @Post(routePattern('create'))
  @HttpCode(200)
  @JntFaultPoint('create')
  create(@Body() form: unknown) {
    return this.creates.create(form);
  }

  @Post(routePattern('cancel'))
  @HttpCode(200)
  @JntFaultPoint('cancel')
  cancel(@Body() form: unknown) {
    return this.cancels.cancel(form);
  }
}
