import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Put } from '@nestjs/common';

import { FaultsControl } from '../../shared/faults/faults-control.js';
import { JntFaultStore } from '../faults/fault-store.js';
import { JNT_ROUTES, type JntRoute } from '../http/jnt-paths.js';
import type { CourierOrder } from '../orders/courier-order.js';
import { OrderStore } from '../orders/order-store.js';
import { ReceiverAreas } from '../orders/receiver-areas.js';
import { JntRequestLog } from '../requests/request-log.js';
import { ParcelClock } from '../stages/parcel-clock.js';
import { RETURNING } from '../stages/stages.js';
import { TariffRates } from '../tariff/tariff-rates.js';
import { readAdvance, readHold, readTariff } from './control-requests.js';
import { JntReset } from './jnt-reset.js';
import { orderView } from './order-view.js';

/** The test-only control API: nothing here exists at J&T. */
@Controller('__sim/jnt')
export class JntControlController extends FaultsControl<JntRoute> {
  protected readonly faultRoutes = JNT_ROUTES;
  /** J&T's faults are its servers' 5xx pages. */
  protected readonly lowestFaultStatus = 500;

  constructor(
    private readonly store: OrderStore,
    private readonly clock: ParcelClock,
    private readonly areas: ReceiverAreas,
    private readonly rates: TariffRates,
    private readonly requests: JntRequestLog,
    protected readonly faults: JntFaultStore,
    private readonly resetter: JntReset,
  ) {
    super();
  }

  @Get('orders')
  orders() {
    return this.store.list().map((order) => orderView(this.clock.current(order)));
  }

  @Get('orders/:id')
  order(@Param('id') id: string) {
    return orderView(this.clock.current(this.found(id)));
  }

  @Post('orders/:id/advance')
  @HttpCode(200)
  advance(@Param('id') id: string, @Body() body: unknown) {
    return orderView(this.clock.advance(this.found(id), readAdvance(body)));
  }

  /** `{ "held": true }` keeps the parcel at its stage until moved here; `false` lets time move it again. */
  @Post('orders/:id/hold')
  @HttpCode(200)
  hold(@Param('id') id: string, @Body() body: unknown) {
    return orderView(this.clock.hold(this.found(id), readHold(body)));
  }

  @Post('orders/:id/return')
  @HttpCode(200)
  returnToSender(@Param('id') id: string) {
    return orderView(this.clock.advance(this.found(id), RETURNING));
  }

  @Post('areas/:code/reject')
  @HttpCode(204)
  rejectArea(@Param('code') code: string) {
    this.areas.reject(code);
  }

  @Put('tariffs/:destination')
  @HttpCode(204)
  setTariff(@Param('destination') destination: string, @Body() body: unknown) {
    this.rates.set(destination, readTariff(body));
  }

  @Get('requests')
  receivedRequests() {
    return this.requests.list();
  }

  @Post('reset')
  @HttpCode(204)
  reset() {
    this.resetter.reset();
  }

  private found(id: string): CourierOrder {
    const order = this.store.find(id);
    if (!order) throw new NotFoundException(`No J&T order with waybill or order id ${id}`);
    return order;
  }
}
