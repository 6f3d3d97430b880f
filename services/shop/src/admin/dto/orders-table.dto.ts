import { PagingDto } from '../../platform/http/paging.dto.js';
import { EndDate, OrderSearch, StartDate, StatusTab } from './order-filters.js';

/** The orders table's query: the filters of Order Management, with a page. */
export class OrdersTableDto extends PagingDto {
  @StartDate()
  start_date?: string;

  @EndDate()
  end_date?: string;

  @StatusTab('status')
  status?: string;

  @OrderSearch()
  q?: string;
}
