import { Inject, Injectable } from '@nestjs/common';

import { formField, jsonObject, textOf } from '../http/form-fields.js';
import { JNT_CONFIG, type JntSimConfig } from '../jnt-config.js';
import { signedWith } from '../signature.js';
import { TariffRates } from './tariff-rates.js';

/** J&T's tariff answer: every value a string, and `content` a JSON list encoded once more as a string. */
export interface TariffAnswer {
  is_success: 'true' | 'false';
  message: string;
  content: string;
}

const failure = (message: string): TariffAnswer => ({ is_success: 'false', message, content: '' });

/** The only product the simulator sells; another `productType` finds nothing. */
const PRODUCT = 'EZ';

/**
 * The check-rate call: `data` signed with the tariff key into `sign`, `cusName` the tariff
 * customer. Failure messages other than "Destination not found" are the simulator's wording.
 */
@Injectable()
export class TariffInquiry {
  constructor(
    @Inject(JNT_CONFIG) private readonly config: JntSimConfig,
    private readonly rates: TariffRates,
  ) {}

  inquire(form: unknown): TariffAnswer {
    const data = formField(form, 'data');
    if (!signedWith(data, formField(form, 'sign'), this.config.tariffKey)) return failure('Invalid sign');
    const query = jsonObject(data);
    if (!query) return failure('Invalid data');
    if (textOf(query.cusName) !== this.config.tariffCusName) return failure('Invalid cusName');
    const weight = Number(textOf(query.weight) ?? NaN);
    if (!(weight > 0)) return failure('Invalid weight');
    if (!/[A-Za-z]/.test(textOf(query.sendSiteCode) ?? '')) return failure('Origin not found');
    const destination = textOf(query.destAreaCode) ?? '';
    if (!/[A-Za-z]/.test(destination)) return failure('Destination not found');
    return {
      is_success: 'true',
      message: '',
      content: JSON.stringify(this.products(destination, weight, query.productType)),
    };
  }

  private products(destination: string, weight: number, productType: unknown) {
    const asked = textOf(productType)?.toUpperCase() || PRODUCT;
    const cost = this.rates.quote(destination, weight);
    if (asked !== PRODUCT || cost === 'none') return [];
    return [{ name: PRODUCT, productType: PRODUCT, cost: String(cost) }];
  }
}
