import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, Max, Min } from 'class-validator';

import { AdminMessages } from '@kilau/domain';

const wholeNumber = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** POST /api/admin/orders/receipts: the selected orders, at most a page of the largest size and then some. */
export class PrintReceiptsDto {
  @ApiProperty({ type: [Number] })
  @Transform(({ value }) => (Array.isArray(value) ? value.map(wholeNumber) : value))
  @Max(2_147_483_647, { each: true, message: 'order_ids must be order ids' })
  @Min(1, { each: true, message: 'order_ids must be order ids' })
  @IsInt({ each: true, message: 'order_ids must be order ids' })
  @ArrayUnique({ message: 'order_ids must not repeat an order' })
  @ArrayMaxSize(200, { message: 'At most 200 receipts can be printed at once' })
  @ArrayMinSize(1, { message: AdminMessages.selectOrdersForReceipts })
  @IsArray({ message: AdminMessages.selectOrdersForReceipts })
  order_ids!: number[];
}
