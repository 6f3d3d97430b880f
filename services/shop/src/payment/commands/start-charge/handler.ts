import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import type { PaymentAttemptStarted } from '../../events.js';
import { PaymentAttempts } from '../../payment-attempts.js';
import { type ChargeView, StartCharge } from './command.js';

/**
 * A bank transfer, QRIS or card charge at the provider (Core API), open until the order's payment
 * deadline. A card charge answers its 3-D Secure page; each card token makes its own attempt. A bank transfer charges the order's total plus the virtual account's admin fee. Asked
 * again for the same way of paying while the charge is open, it answers the same account number
 * or QR code instead of a second charge (payment-attempts.ts).
 */
@CommandHandler(StartCharge)
export class StartChargeHandler implements ICommandHandler<StartCharge, ChargeView> {
  constructor(private readonly attempts: PaymentAttempts) {}

  async execute({ caller, orderId, how, metadata }: StartCharge): Promise<ChargeView> {
    const attempt = await this.attempts.start({ caller, orderId, way: how, metadata });
    return view(attempt.started);
  }
}

function view(started: PaymentAttemptStarted['data']): ChargeView {
  return {
    order_id: started.orderId,
    attempt_id: started.attemptId,
    method: started.method === 'qris' || started.method === 'credit_card' ? started.method : 'bank_transfer',
    amount: started.amount,
    expires_at: started.expiresAt,
    bank: started.bankTransfer?.bank ?? null,
    va_number: started.bankTransfer?.vaNumber ?? null,
    qr_url: started.qris?.qrUrl ?? null,
    qr_string: started.qris?.qrString ?? null,
    redirect_url: started.card?.redirectUrl ?? null,
  };
}
