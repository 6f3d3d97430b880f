import { Inject, Injectable } from '@nestjs/common';

import { VIRTUAL_ACCOUNT_ADMIN_FEE } from '@kilau/domain';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import type {
  AttemptRequest,
  ChargeDetails,
  ChargeWay,
  PaymentGateway,
  PaymentPage,
  ProviderTransaction,
} from '../gateway/payment-gateway.js';
import { MidtransClient } from './midtrans-client.js';
import { midtransTime, minutesToDeadline, paymentRequest, secondsToDeadline } from './payment-request.js';

/**
 * The payment gateway as Midtrans (PROVIDERS.md 1): a payment page is a Snap transaction, a
 * charge a Core API charge, both expiring at the order's payment deadline; notifications go to
 * the shop's notification URL.
 */
@Injectable()
export class MidtransGateway implements PaymentGateway {
  constructor(
    private readonly midtrans: MidtransClient,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async createSnap({ order, attemptId, startsAt }: AttemptRequest): Promise<PaymentPage> {
    const body = {
      ...paymentRequest(order, attemptId),
      callbacks: { finish: `${this.config.publicUrl}/payment-callback` },
      expiry: { start_time: midtransTime(startsAt), duration: minutesToDeadline(order, startsAt), unit: 'minute' },
    };
    const snap = await this.midtrans.createSnap(body, this.config.midtrans.notificationUrl);
    return { token: snap.token, redirectUrl: snap.redirect_url };
  }

  async charge({ order, attemptId, startsAt }: AttemptRequest, way: ChargeWay): Promise<ChargeDetails> {
    const adminFee = way.method === 'bank_transfer' ? VIRTUAL_ACCOUNT_ADMIN_FEE : 0;
    const body = {
      ...paymentRequest(order, attemptId, adminFee),
      ...(way.method === 'bank_transfer'
        ? { payment_type: 'bank_transfer', bank_transfer: { bank: way.bank } }
        : { payment_type: 'qris', qris: { acquirer: 'gopay' } }),
      custom_expiry: {
        order_time: midtransTime(startsAt),
        expiry_duration: secondsToDeadline(order, startsAt),
        unit: 'second',
      },
    };
    const charged = await this.midtrans.charge(body, this.config.midtrans.notificationUrl);
    // an answer without the details is kept as it came: the payer sees an empty field, not a 502
    const none: ChargeDetails =
      way.method === 'qris'
        ? { method: 'qris', qrUrl: '', qrString: null }
        : { method: 'bank_transfer', bank: way.bank, vaNumber: '' };
    return this.chargeDetails(charged, way) ?? none;
  }

  status(attemptId: string): Promise<ProviderTransaction | undefined> {
    return this.midtrans.status(attemptId);
  }

  cancel(attemptId: string): Promise<'expired' | 'not_found' | 'not_pending'> {
    return this.midtrans.expire(attemptId);
  }

  chargeDetails(transaction: ProviderTransaction, way: ChargeWay): ChargeDetails | undefined {
    if (way.method === 'qris') {
      const qrUrl = transaction.actions?.find((action) => action.name === 'generate-qr-code')?.url;
      const qrString = transaction.qr_string ?? null;
      return qrUrl || qrString ? { method: 'qris', qrUrl: qrUrl ?? '', qrString } : undefined;
    }
    const vaNumber = transaction.va_numbers?.[0]?.va_number ?? transaction.permata_va_number;
    return vaNumber ? { method: 'bank_transfer', bank: way.bank, vaNumber } : undefined;
  }
}
