import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { PagingDto } from '../../platform/http/paging.dto.js';
import type { ListingParams } from '../read/listing.js';

const orderingPattern = (names: string[]) => new RegExp(`^-?(${names.join('|')})(,-?(${names.join('|')}))*$`);

/** Builds the `ordering` check for one list from the names it sorts by. */
export function orderingRule(names: string[]) {
  return Matches(orderingPattern(names), {
    message: `ordering must be a comma-separated list of: ${names.join(', ')} (prefix - for descending)`,
  });
}

/** Search text as the search reads it (case and spacing ignored), so one question is one cache entry. */
export const searchText = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : value;

/** Each sort key once, the first mention winning (as in SQL): `price,-price,price` is `price`. */
function firstMentions(ordering: string | undefined): string | undefined {
  if (ordering === undefined) return undefined;
  const seen = new Set<string>();
  return ordering
    .split(',')
    .filter((term) => !seen.has(term.replace(/^-/, '')) && seen.add(term.replace(/^-/, '')))
    .join(',');
}

/**
 * Paging, text search and ordering: the parameters every catalogue list takes. class-validator
 * runs a property's checks bottom-up, so the most basic check sits lowest.
 */
export class ListQueryDto extends PagingDto {
  @ApiPropertyOptional({ description: 'Words that must all appear in the name (case and accents ignored)' })
  @IsOptional()
  @Transform(searchText)
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: only what is in stock' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'in_stock must be true or false' })
  in_stock?: 'true' | 'false';

  inStock(): boolean | undefined {
    return this.in_stock === undefined ? undefined : this.in_stock === 'true';
  }

  listing(): ListingParams {
    return { q: this.q, ordering: firstMentions(this.orderingText()), page: this.page, pageSize: this.page_size };
  }

  /** Subclasses declare `ordering` with their own rule. */
  protected orderingText(): string | undefined {
    return (this as { ordering?: string }).ordering;
  }
}

export const ApiOrdering = (names: string[]) =>
  ApiPropertyOptional({ description: `Comma-separated: ${names.join(', ')}; prefix - for descending` });
