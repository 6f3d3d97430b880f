import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { ADMIN_ORDER_TABS } from '@kilau/domain';

import { PagingDto } from '../../http/paging.dto.js';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The orders table's filters (order-side seed §2 and §5): dates are days in the shop's time zone (WIB). */
export class OrdersTableDto extends PagingDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'From this day, inclusive' })
  @IsOptional()
  @Matches(DATE, { message: 'start_date must be a date like 2026-11-01' })
  @IsString({ message: 'start_date must be a date like 2026-11-01' })
  start_date?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'To this day, the whole day included' })
  @IsOptional()
  @Matches(DATE, { message: 'end_date must be a date like 2026-11-30' })
  @IsString({ message: 'end_date must be a date like 2026-11-30' })
  end_date?: string;

  @ApiPropertyOptional({ description: 'A status tab: all, awaiting_shipment (pending too), collection, ...' })
  @IsOptional()
  @IsIn(ADMIN_ORDER_TABS.map((tab) => tab.key), {
    message: `status must be one of: ${ADMIN_ORDER_TABS.map((tab) => tab.key).join(', ')}`,
  })
  status?: string;

  @ApiPropertyOptional({ description: 'Order id, customer e-mail, product or gift set name (case ignored)' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;
}
