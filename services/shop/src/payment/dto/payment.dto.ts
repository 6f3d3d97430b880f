import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';

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

export class ChargeDto {
  @ApiProperty({ enum: ['bank_transfer', 'qris'] })
  @IsIn(['bank_transfer', 'qris'], { message: 'method must be bank_transfer or qris' })
  method!: 'bank_transfer' | 'qris';

  @ApiPropertyOptional({ enum: BANKS, description: 'The bank of the virtual account (bank_transfer)' })
  @ValidateIf((dto: ChargeDto) => dto.method === 'bank_transfer')
  @IsOptional()
  @IsIn(BANKS, { message: `bank must be one of: ${BANKS.join(', ')}` })
  bank?: (typeof BANKS)[number];
}
