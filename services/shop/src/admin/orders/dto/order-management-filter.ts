import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

import { ShopError } from '../../../platform/http/shop-error.js';
import { idsFilter } from '../../../platform/http/simple-rest.js';
import { EndDate, OrderSearch, StartDate, StatusTab } from '../../dto/order-filters.js';
import type { OrdersTableFilter } from '../../queries/order-rows.js';

/** Order Management's `filter` (ra-data-simple-rest): the orders table's rules, the tab named `tab`. */
class OrderManagementFilterDto {
  @StatusTab('tab')
  tab?: string;

  @OrderSearch()
  q?: string;

  @StartDate()
  start_date?: string;

  @EndDate()
  end_date?: string;
}

export interface OrderManagementFilter extends OrdersTableFilter {
  /** getMany's `{"id": [..]}`: those orders, on whatever tab. */
  ids?: number[];
}

const firstMessage = (errors: ValidationError[]): string =>
  Object.values(errors[0]?.constraints ?? {})[0] ?? 'filter is not valid';

/** Reads and checks the filter; a bad value is refused with its field's message. */
export function orderManagementFilter(filter: Record<string, unknown>): OrderManagementFilter {
  const dto = plainToInstance(OrderManagementFilterDto, filter);
  const errors = validateSync(dto, { stopAtFirstError: true });
  if (errors.length) throw new ShopError(400, 'invalid_list_query', firstMessage(errors));
  return { tab: dto.tab, q: dto.q, startDate: dto.start_date, endDate: dto.end_date, ids: idsFilter(filter) };
}
