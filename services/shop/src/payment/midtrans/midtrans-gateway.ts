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
      ...methodFields(way),
      custom_expiry: {
        order_time: midtransTime(startsAt),
        expiry_duration: secondsToDeadline(order, startsAt),
        unit: 'second',
      },
    };
    const charged = await this.midtrans.charge(body, this.config.midtrans.notificationUrl);
    // an answer without the details is kept as it came: the payer sees an empty field, not a 502
    return this.chargeDetails(charged, way) ?? noDetails(way);
  }

  status(attemptId: string): Promise<ProviderTransaction | undefined> {
    return this.midtrans.status(attemptId);
  }

  cancel(attemptId: string): Promise<'expired' | 'not_found' | 'not_pending'> {
    return this.midtrans.expire(attemptId);
  }

  chargeDetails(transaction: ProviderTransaction, way: ChargeWay): ChargeDetails | undefined {
    if (way.method === 'credit_card') {
      // only a charge's own answer names its 3-D Secure page; a status call does not
      const redirectUrl = typeof transaction.redirect_url === 'string' ? transaction.redirect_url : undefined;
      return redirectUrl ? { method: 'credit_card', redirectUrl } : undefined;
    }
    if (way.method === 'qris') {
      const qrUrl = transaction.actions?.find((action) => action.name === 'generate-qr-code')?.url;
      const qrString = transaction.qr_string ?? null;
      return qrUrl || qrString ? { method: 'qris', qrUrl: qrUrl ?? '', qrString } : undefined;
    }
    const vaNumber = transaction.va_numbers?.[0]?.va_number ?? transaction.permata_va_number;
    return vaNumber ? { method: 'bank_transfer', bank: way.bank, vaNumber } : undefined;
  }
}

/**
 * The method's own part of a Core API charge (PROVIDERS.md 1). A card is its token with 3-D
 * Secure asked for, so the payer's bank checks the payer before any money is taken.
 */
function methodFields(way: ChargeWay): Record<string, unknown> {
  switch (way.method) {
    case 'bank_transfer':
      return { payment_type: 'bank_transfer', bank_transfer: { bank: way.bank } };
    case 'qris':
      return { payment_type: 'qris', qris: { acquirer: 'gopay' } };
    case 'credit_card':
      return { payment_type: 'credit_card', credit_card: { token_id: way.tokenId, authentication: true } };
  }
}

function noDetails(way: ChargeWay): ChargeDetails {
  switch (way.method) {
    case 'bank_transfer':
      return { method: 'bank_transfer', bank: way.bank, vaNumber: '' };
    case 'qris':
      return { method: 'qris', qrUrl: '', qrString: null };
    case 'credit_card':
      return { method: 'credit_card', redirectUrl: '' };
  }
}
