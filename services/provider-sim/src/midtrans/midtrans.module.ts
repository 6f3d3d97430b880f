import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';

import { CardAuthentication } from './cards/card-authentication.js';
import { CardCharges } from './cards/card-charges.js';
import { CardTokenController } from './cards/card-token.controller.js';
import { CardTokens } from './cards/card-tokens.js';
import { MidtransControlController } from './control/midtrans-control.controller.js';
import { MidtransReset } from './control/midtrans-reset.js';
import { PayerActions } from './control/payer-actions.js';
import { CoreController } from './core/core.controller.js';
import { CoreCharges } from './core/core-charges.js';
import { CoreTransactions } from './core/core-transactions.js';
import { QrisImageController } from './core/qris-image.controller.js';
import { FaultInterceptor } from './faults/fault.interceptor.js';
import { FaultStore } from './faults/fault-store.js';
import { CoreServerKeyGuard, SnapServerKeyGuard } from './http/server-key.guard.js';
import { MIDTRANS_CONFIG, midtransConfig, type MidtransSimOptions } from './midtrans-config.js';
import { NotificationLog } from './notifications/notification-log.js';
import { NotificationModes } from './notifications/notification-modes.js';
import { Notifier } from './notifications/notifier.js';
import { RequestLog, RequestLogMiddleware } from './requests/request-log.js';
import { PaymentChoices } from './snap/payment-choices.js';
import { SnapController } from './snap/snap.controller.js';
import { SnapTransactions } from './snap/snap-transactions.js';
import { Timers } from './transactions/timers.js';
import { TransactionLifecycle } from './transactions/transaction-lifecycle.js';
import { TransactionStore } from './transactions/transaction-store.js';

/**
 * Midtrans as the shop meets it: the Snap family under /midtrans/app/snap, the Core API family
 * under /midtrans/api, HTTP notifications out, and the test-only control API under /__sim/midtrans.
 */
@Module({})
export class MidtransModule implements NestModule {
  static register(options: MidtransSimOptions = {}): DynamicModule {
    return {
      module: MidtransModule,
      controllers: [
        SnapController,
        CoreController,
        CardTokenController,
        QrisImageController,
        MidtransControlController,
      ],
      providers: [
        { provide: MIDTRANS_CONFIG, useValue: midtransConfig(options) },
        TransactionStore,
        TransactionLifecycle,
        Timers,
        Notifier,
        NotificationLog,
        NotificationModes,
        FaultStore,
        FaultInterceptor,
        RequestLog,
        SnapServerKeyGuard,
        CoreServerKeyGuard,
        SnapTransactions,
        PaymentChoices,
        CoreTransactions,
        CoreCharges,
        CardTokens,
        CardCharges,
        CardAuthentication,
        PayerActions,
        MidtransReset,
      ],
      exports: [MidtransReset],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestLogMiddleware).forRoutes({ path: 'midtrans/{*path}', method: RequestMethod.ALL });
  }
}
