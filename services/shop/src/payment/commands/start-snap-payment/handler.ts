import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { SHOP_CONFIG } from '../../../config/config.module.js';
import type { ShopConfig } from '../../../config/shop-config.js';
import { EventLog } from '../../../event-log/event-log.js';
import { loadOrder } from '../../../ordering/order-stream.js';
import { type PaymentAttemptStarted, paymentStreamId } from '../../events.js';
import { MidtransClient } from '../../midtrans/midtrans-client.js';
import { MidtransError } from '../../midtrans/midtrans-types.js';
import { midtransTime, minutesToDeadline, paymentRequest } from '../../midtrans/payment-request.js';
import { databaseNow, payableOrder, paymentProviderFailed } from '../../payable.js';
import { type Attempt, nextAttemptId } from '../../payment-state.js';
import { loadPayments } from '../../payment-stream.js';
import { type SnapToken, StartSnapPayment } from './command.js';

/** A Snap token is reused while it has a minute left: a retried popup is the same payment. */
const REUSE_MARGIN_MS = 60_000;

/**
 * One Snap transaction per payment attempt, its expiry the order's own payment deadline, so the
 * provider stops taking money when the shop stops waiting. The order's stream is locked first,
 * so two tabs asking at once get one attempt, and a live token is handed out again.
 */
@CommandHandler(StartSnapPayment)
export class StartSnapPaymentHandler implements ICommandHandler<StartSnapPayment, SnapToken> {
  constructor(
    private readonly log: EventLog,
    private readonly midtrans: MidtransClient,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  execute({ caller, orderId, metadata }: StartSnapPayment): Promise<SnapToken> {
    return this.log.transact(async (session) => {
      const { state } = await loadOrder(session, this.log.store, orderId, { forUpdate: true });
      const now = await databaseNow(session);
      const order = payableOrder(state, caller, now);
      const payments = await loadPayments(session, this.log.store, orderId, { forUpdate: true });
      const live = [...payments.state.attempts.values()].find((attempt) => isLiveSnap(attempt, now));
      if (live) return answer(live.started);

      const attemptId = nextAttemptId(orderId, payments.state);
      const body = {
        ...paymentRequest(order, attemptId),
        callbacks: { finish: `${this.config.publicUrl}/payment-callback` },
        expiry: { start_time: midtransTime(now), duration: minutesToDeadline(order, now), unit: 'minute' },
      };
      const snap = await this.midtrans
        .createSnap(body, this.config.midtrans.notificationUrl)
        .catch((error: unknown) => {
          throw error instanceof MidtransError ? paymentProviderFailed(error) : error;
        });
      const started: PaymentAttemptStarted = {
        type: 'PaymentAttemptStarted',
        data: {
          ...{ orderId, attemptId, method: 'snap', amount: order.totals.total, startedAt: now.toISOString() },
          ...{ expiresAt: order.paymentDeadline, snap: { token: snap.token, redirectUrl: snap.redirect_url } },
        },
      };
      await this.log.append(session, paymentStreamId(orderId), [started], {
        expectedVersion: payments.version,
        metadata,
      });
      return answer(started.data);
    });
  }
}

function isLiveSnap(attempt: Attempt, now: Date): boolean {
  const open = attempt.outcome === 'unknown' || attempt.outcome === 'waiting';
  const expires = new Date(attempt.started.expiresAt).getTime();
  return attempt.started.method === 'snap' && open && !attempt.closed && expires - now.getTime() > REUSE_MARGIN_MS;
}

function answer(started: PaymentAttemptStarted['data']): SnapToken {
  return {
    token: started.snap!.token,
    redirect_url: started.snap!.redirectUrl,
    order_id: started.orderId,
    attempt_id: started.attemptId,
    expires_at: started.expiresAt,
  };
}
