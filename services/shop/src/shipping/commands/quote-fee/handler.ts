import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { type Quote, ShippingFees } from '../../fees/shipping-fees.js';
import { QuoteShippingFee } from './command.js';

@CommandHandler(QuoteShippingFee)
export class QuoteShippingFeeHandler implements ICommandHandler<QuoteShippingFee, Quote> {
  constructor(private readonly fees: ShippingFees) {}

  execute({ query, spender }: QuoteShippingFee): Promise<Quote> {
    return this.fees.quote(query, spender);
  }
}
