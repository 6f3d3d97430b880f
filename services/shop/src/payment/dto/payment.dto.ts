import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

import type { ChargeWay } from '../gateway/payment-gateway.js';

/**
 * The storefront's token payload (order_id, gross_amount, customer and item details, callback
 * urls): only the order id is taken. Amounts, items and the customer come from the order itself.
 */
export class SnapTokenDto {
  @ApiProperty({ description: 'The order to pay', example: 42 })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value))
  @Max(Number.MAX_SAFE_INTEGER, { message: 'order_id must be an order id' })
  @Min(1, { message: 'order_id must be an order id' })
  @IsInt({ message: 'order_id must be an order id' })
  order_id!: number;
}

export const BANKS = ['bca', 'bni', 'bri', 'permata'] as const;

/** Names a card's own numbers may go by: a body carrying any of them is refused, not stripped. */
export const CARD_FIELDS = [
  'card_number',
  'card_cvv',
  'card_exp_month',
  'card_exp_year',
  'number',
  'cvv',
  'card',
] as const;

export const CARD_FIELDS_REFUSED = 'Card details are never sent to the shop: send the token_id from Midtrans';

export class ChargeDto {
  @ApiProperty({ enum: ['bank_transfer', 'qris', 'credit_card'] })
  @IsIn(['bank_transfer', 'qris', 'credit_card'], { message: 'method must be bank_transfer, qris or credit_card' })
  method!: 'bank_transfer' | 'qris' | 'credit_card';

  @ApiPropertyOptional({ description: "A card's token from Midtrans's card script (credit_card); never the card" })
  @ValidateIf((dto: ChargeDto) => dto.method === 'credit_card')
  @IsString({ message: 'token_id is required' })
  @MaxLength(200, { message: 'token_id is required' })
  @Matches(/^[\w.~-]+$/, { message: 'token_id is required' })
  token_id?: string;

  @ApiPropertyOptional({ enum: BANKS, description: 'The bank of the virtual account (bank_transfer)' })
  @ValidateIf((dto: ChargeDto) => dto.method === 'bank_transfer')
  @IsOptional()
  @IsIn(BANKS, { message: `bank must be one of: ${BANKS.join(', ')}` })
  bank?: (typeof BANKS)[number];
}

// every card field is declared only to be refused: the whitelist would otherwise drop it silently,
// and a storefront that sent a card number must hear so
for (const field of CARD_FIELDS) {
  ValidateIf((dto: Record<string, unknown>) => dto[field] !== undefined)(ChargeDto.prototype, field);
  IsIn([], { message: CARD_FIELDS_REFUSED })(ChargeDto.prototype, field);
}

/** The charge's way of paying in the payment context's words. */
export function chargeWay(dto: ChargeDto): ChargeWay {
  if (dto.method === 'qris') return { method: 'qris' };
  if (dto.method === 'credit_card') return { method: 'credit_card', tokenId: dto.token_id ?? '' };
  return { method: 'bank_transfer', bank: dto.bank ?? 'bca' };
}
