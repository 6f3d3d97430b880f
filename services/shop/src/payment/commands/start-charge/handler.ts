import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { VIRTUAL_ACCOUNT_ADMIN_FEE } from '@kilau/domain';

import { SHOP_CONFIG } from '../../../config/config.module.js';
import type { ShopConfig } from '../../../config/shop-config.js';
import { EventLog } from '../../../event-log/event-log.js';
import { loadOrder } from '../../../ordering/order-stream.js';
import { type PaymentAttemptStarted, paymentStreamId } from '../../events.js';
import { MidtransClient } from '../../midtrans/midtrans-client.js';
import { MidtransError, type MidtransTransaction } from '../../midtrans/midtrans-types.js';
import { midtransTime, paymentRequest, secondsToDeadline } from '../../midtrans/payment-request.js';
import { databaseNow, payableOrder, paymentProviderFailed } from '../../payable.js';
import { type Attempt, nextAttemptId } from '../../payment-state.js';
import { loadPayments } from '../../payment-stream.js';
import { type ChargeMethod, type ChargeView, StartCharge } from './command.js';

/**
 * A bank transfer or QRIS charge at the provider (Core API), open until the order's payment
 * deadline. A bank transfer charges the order's total plus the virtual account's admin fee. Asked again for the same way of paying while the charge is open, it answers the
 * same account number or QR code instead of a second charge.
 */
@CommandHandler(StartCharge)
export class StartChargeHandler implements ICommandHandler<StartCharge, ChargeView> {
  constructor(
    private readonly log: EventLog,
    private readonly midtrans: MidtransClient,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  execute({ caller, orderId, how, metadata }: StartCharge): Promise<ChargeView> {
    return this.log.transact(async (session) => {
      const { state } = await loadOrder(session, this.log.store, orderId, { forUpdate: true });
      const now = await databaseNow(session);
      const order = payableOrder(state, caller, now);
      const payments = await loadPayments(session, this.log.store, orderId, { forUpdate: true });
      const open = [...payments.state.attempts.values()].find((attempt) => isOpenCharge(attempt, how, now));
      if (open) return view(open.started);

      const attemptId = nextAttemptId(orderId, payments.state);
      const adminFee = how.method === 'bank_transfer' ? VIRTUAL_ACCOUNT_ADMIN_FEE : 0;
      const body = {
        ...paymentRequest(order, attemptId, adminFee),
        ...(how.method === 'bank_transfer'
          ? { payment_type: 'bank_transfer', bank_transfer: { bank: how.bank } }
          : { payment_type: 'qris', qris: { acquirer: 'gopay' } }),
        custom_expiry: {
          order_time: midtransTime(now),
          expiry_duration: secondsToDeadline(order, now),
          unit: 'second',
        },
      };
      const charged = await this.midtrans.charge(body, this.config.midtrans.notificationUrl).catch((error: unknown) => {
        throw error instanceof MidtransError ? paymentProviderFailed(error) : error;
      });
      const started: PaymentAttemptStarted = {
        type: 'PaymentAttemptStarted',
        data: {
          ...{ orderId, attemptId, method: how.method, amount: body.transaction_details.gross_amount },
          startedAt: now.toISOString(),
          expiresAt: order.paymentDeadline,
          ...paymentDetails(charged, how),
        },
      };
      await this.log.append(session, paymentStreamId(orderId), [started], {
        expectedVersion: payments.version,
        metadata,
      });
      return view(started.data);
    });
  }
}

function paymentDetails(charged: MidtransTransaction, how: ChargeMethod): Partial<PaymentAttemptStarted['data']> {
  if (how.method === 'qris') {
    const qrUrl = charged.actions?.find((action) => action.name === 'generate-qr-code')?.url ?? '';
    return { qris: { qrUrl, qrString: charged.qr_string ?? null } };
  }
  const vaNumber = charged.va_numbers?.[0]?.va_number ?? charged.permata_va_number ?? '';
  return { bankTransfer: { bank: how.bank, vaNumber } };
}

function isOpenCharge(attempt: Attempt, how: ChargeMethod, now: Date): boolean {
  const { started } = attempt;
  const sameWay = started.method === how.method && (how.method === 'qris' || started.bankTransfer?.bank === how.bank);
  const open = (attempt.outcome === 'unknown' || attempt.outcome === 'waiting') && !attempt.closed;
  return sameWay && open && new Date(started.expiresAt) > now;
}

function view(started: PaymentAttemptStarted['data']): ChargeView {
  return {
    order_id: started.orderId,
    attempt_id: started.attemptId,
    method: started.method === 'qris' ? 'qris' : 'bank_transfer',
    amount: started.amount,
    expires_at: started.expiresAt,
    bank: started.bankTransfer?.bank ?? null,
    va_number: started.bankTransfer?.vaNumber ?? null,
    qr_url: started.qris?.qrUrl ?? null,
    qr_string: started.qris?.qrString ?? null,
  };
}
