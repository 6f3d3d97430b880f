import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';

import { FaultsControl } from '../../shared/faults/faults-control.js';
import { FAULT_ROUTES, type FaultRoute, FaultStore } from '../faults/fault-store.js';
import { NotificationLog } from '../notifications/notification-log.js';
import { NotificationModes } from '../notifications/notification-modes.js';
import { Notifier } from '../notifications/notifier.js';
import { RequestLog } from '../requests/request-log.js';
import { TransactionStore } from '../transactions/transaction-store.js';
import { readNotificationMode, readStatusChange } from './control-requests.js';
import { PayerActions } from './payer-actions.js';
import { transactionView } from './transaction-view.js';

/** The test-only control API: nothing here exists at Midtrans. */
@Controller('__sim/midtrans')
export class MidtransControlController extends FaultsControl<FaultRoute> {
  protected readonly faultRoutes = FAULT_ROUTES;
  protected readonly lowestFaultStatus = 400;

  constructor(
    private readonly store: TransactionStore,
    private readonly payer: PayerActions,
    private readonly requests: RequestLog,
    private readonly notifications: NotificationLog,
    private readonly modes: NotificationModes,
    private readonly notifier: Notifier,
    protected readonly faults: FaultStore,
  ) {
    super();
  }

  @Get('transactions')
  transactions() {
    return this.store.list().map(transactionView);
  }

  @Get('transactions/:orderId')
  transaction(@Param('orderId') orderId: string) {
    const transaction = this.store.find(orderId);
    if (!transaction) throw new NotFoundException(`No transaction ${orderId}`);
    return transactionView(transaction);
  }

  @Post('transactions/:orderId/status')
  @HttpCode(200)
  setStatus(@Param('orderId') orderId: string, @Body() body: unknown) {
    return this.payer.setStatus(orderId, readStatusChange(body));
  }

  @Get('requests')
  receivedRequests() {
    return this.requests.list();
  }

  @Get('notifications')
  deliveries(@Query('order_id') orderId?: string) {
    return this.notifications.list(orderId);
  }

  @Post('notifications')
  @HttpCode(200)
  notificationMode(@Body() body: unknown) {
    const { mode, orderId } = readNotificationMode(body);
    return this.modes.set(mode, orderId);
  }

  @Post('notifications/flush')
  @HttpCode(200)
  flush() {
    return { flushed: this.notifier.flush() };
  }
}
