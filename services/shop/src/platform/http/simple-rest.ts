import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { Response } from 'express';

import { ShopError } from './shop-error.js';

/**
 * The staff console's list calls, in ra-data-simple-rest's conventions: `sort=["name","ASC"]`,
 * `range=[0,9]` (first and last index, both included) and `filter={"q":"ring","id":[1,2]}`, each
 * a JSON text; the answer is a plain array with the total in `Content-Range: charms 0-9/42`.
 */
export interface RestList {
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Index of the first row and how many rows. */
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

/** The most rows one list call answers: the console asks for a page, never the whole table. */
export const MAX_REST_ROWS = 1000;

/** The furthest a list call may start: beyond any table the console pages through, and a number PostgreSQL takes. */
export const MAX_REST_OFFSET = 1_000_000;

export class RestListDto {
  @ApiPropertyOptional({ example: '["id","DESC"]', description: 'JSON: [field, "ASC" | "DESC"]' })
  @IsOptional()
  @IsString({ message: 'sort must be JSON text like ["id","DESC"]' })
  sort?: string;

  @ApiPropertyOptional({ example: '[0,9]', description: 'JSON: [first, last] row index, both included' })
  @IsOptional()
  @IsString({ message: 'range must be JSON text like [0,9]' })
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"ring"}', description: 'JSON object of filters; "id": [..] picks those rows' })
  @IsOptional()
  @IsString({ message: 'filter must be JSON text like {"q":"ring"}' })
  filter?: string;
}

const invalid = (message: string) => new ShopError(400, 'invalid_list_query', message);

function json(text: string | undefined, name: string, example: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(`${name} must be JSON text like ${example}`);
  }
}

/**
 * Reads a list call's query. `sortable` names the fields the resource sorts by (anything else is
 * refused rather than ignored, so a console bug shows); `defaultSort` applies when none is asked.
 */
export function parseRestList(
  dto: RestListDto,
  sortable: readonly string[],
  defaultSort: RestList['sort'],
  defaultLimit = 10,
): RestList {
  const sortValue = json(dto.sort, 'sort', '["id","DESC"]');
  let sort = defaultSort;
  if (sortValue !== undefined) {
    if (!Array.isArray(sortValue) || typeof sortValue[0] !== 'string' || !['ASC', 'DESC'].includes(sortValue[1])) {
      throw invalid('sort must be JSON text like ["id","DESC"]');
    }
    if (!sortable.includes(sortValue[0])) throw invalid(`sort must be by one of: ${sortable.join(', ')}`);
    sort = { field: sortValue[0], order: sortValue[1] as 'ASC' | 'DESC' };
  }
  const rangeValue = json(dto.range, 'range', '[0,9]');
  let offset = 0;
  let limit = defaultLimit;
  if (rangeValue !== undefined) {
    const [first, last] = Array.isArray(rangeValue) ? rangeValue : [];
    if (!Number.isInteger(first) || !Number.isInteger(last) || first < 0 || last < first) {
      throw invalid('range must be JSON text like [0,9]: two whole numbers, the first not above the second');
    }
    if (first > MAX_REST_OFFSET) throw invalid(`range must start at most at row ${MAX_REST_OFFSET}`);
    offset = first;
    limit = last - first + 1;
    if (limit > MAX_REST_ROWS) throw invalid(`range must span at most ${MAX_REST_ROWS} rows`);
  }
  const filterValue = json(dto.filter, 'filter', '{"q":"ring"}') ?? {};
  if (typeof filterValue !== 'object' || filterValue === null || Array.isArray(filterValue)) {
    throw invalid('filter must be JSON text like {"q":"ring"}');
  }
  return { sort, offset, limit, filter: filterValue as Record<string, unknown> };
}

/** The `id` filter of a getMany call (`filter={"id":[1,2]}`), as whole numbers; undefined when absent. */
export function idsFilter(filter: Record<string, unknown>): number[] | undefined {
  const ids = filter.id;
  if (ids === undefined) return undefined;
  const list = Array.isArray(ids) ? ids : [ids];
  if (list.length > MAX_REST_ROWS) throw invalid(`filter id must name at most ${MAX_REST_ROWS} ids`);
  const numbers = list.map(Number);
  if (!numbers.every((id) => Number.isSafeInteger(id) && id > 0)) throw invalid('filter id must be whole numbers');
  return numbers;
}

/** Sets ra-data-simple-rest's total: `Content-Range: <resource> <first>-<last>/<total>`. */
export function setContentRange(res: Response, resource: string, list: RestList, rows: number, total: number): void {
  const last = rows > 0 ? list.offset + rows - 1 : list.offset;
  res.setHeader('Content-Range', `${resource} ${list.offset}-${last}/${total}`);
}
