import { Injectable } from '@nestjs/common';

import { CardTokens } from '../cards/card-tokens.js';
import { FaultStore } from '../faults/fault-store.js';
import { NotificationLog } from '../notifications/notification-log.js';
import { NotificationModes } from '../notifications/notification-modes.js';
import { Notifier } from '../notifications/notifier.js';
import { RequestLog } from '../requests/request-log.js';
import { Timers } from '../transactions/timers.js';
import { TransactionStore } from '../transactions/transaction-store.js';

/** Back to a fresh Midtrans: no transactions, timers, pending notifications, faults or logs. */
@Injectable()
export class MidtransReset {
  constructor(
    private readonly store: TransactionStore,
    private readonly timers: Timers,
    private readonly notifier: Notifier,
    private readonly notifications: NotificationLog,
    private readonly modes: NotificationModes,
    private readonly faults: FaultStore,
    private readonly requests: RequestLog,
    private readonly cardTokens: CardTokens,
  ) {}

  reset(): void {
    this.timers.clear();
    this.notifier.clear();
    this.faults.clear();
    this.store.clear();
    this.notifications.clear();
    this.modes.clear();
    this.requests.clear();
    this.cardTokens.clear();
  }
}
