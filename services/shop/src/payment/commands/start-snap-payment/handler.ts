import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import type { PaymentAttemptStarted } from '../../events.js';
import { PaymentAttempts } from '../../payment-attempts.js';
import { type SnapToken, StartSnapPayment } from './command.js';

/**
 * One Snap transaction per payment attempt, its expiry the order's own payment deadline, so the
 * provider stops taking money when the shop stops waiting. Two tabs asking at once get one
 * attempt, and a live token is handed out again (payment-attempts.ts).
 */
@CommandHandler(StartSnapPayment)
export class StartSnapPaymentHandler implements ICommandHandler<StartSnapPayment, SnapToken> {
  constructor(private readonly attempts: PaymentAttempts) {}

  async execute({ caller, orderId, metadata }: StartSnapPayment): Promise<SnapToken> {
    const attempt = await this.attempts.start({ caller, orderId, way: { method: 'snap' }, metadata });
    return answer(attempt.started);
  }
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
