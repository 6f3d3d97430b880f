import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { ADMIN_ORDER_TABS } from '@kilau/domain';

/**
 * The orders table's filter rules (order-side seed §2 and §5), for the orders-table query and
 * Order Management's `filter`: dates are days in the shop's time zone (WIB). class-validator runs
 * a property's checks bottom-up, so the most basic check sits lowest.
 */
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const TAB_KEYS = ADMIN_ORDER_TABS.map((tab) => tab.key);

export const StartDate = () =>
  applyDecorators(
    ApiPropertyOptional({ example: '2026-11-01', description: 'From this day, inclusive' }),
    IsOptional(),
    Matches(DATE, { message: 'start_date must be a date like 2026-11-01' }),
    IsString({ message: 'start_date must be a date like 2026-11-01' }),
  );

export const EndDate = () =>
  applyDecorators(
    ApiPropertyOptional({ example: '2026-11-30', description: 'To this day, the whole day included' }),
    IsOptional(),
    Matches(DATE, { message: 'end_date must be a date like 2026-11-30' }),
    IsString({ message: 'end_date must be a date like 2026-11-30' }),
  );

/** A status tab by its key; `name` is the parameter's name in the message. */
export const StatusTab = (name: string) =>
  applyDecorators(
    ApiPropertyOptional({ description: 'A status tab: all, awaiting_shipment (pending too), collection, ...' }),
    IsOptional(),
    IsIn(TAB_KEYS, { message: `${name} must be one of: ${TAB_KEYS.join(', ')}` }),
  );

export const OrderSearch = () =>
  applyDecorators(
    ApiPropertyOptional({ description: 'Order id, customer e-mail, product or gift set name (case ignored)' }),
    IsOptional(),
    Transform(trim),
    MaxLength(100, { message: 'q must be at most 100 characters' }),
    IsString({ message: 'q must be text' }),
  );
