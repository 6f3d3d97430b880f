import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The most items one page holds, whatever the list. */
export const MAX_PAGE_SIZE = 100;

/**
 * `page` and `page_size`: asking for either turns a list's plain array into a page
 * (`{count, page, page_size, total_pages, results}`). class-validator runs a property's checks
 * bottom-up, so the most basic check sits lowest.
 */
export class PagingDto {
  @ApiPropertyOptional({ description: 'Page number from 1; asking for a page answers {count, results, ...}' })
  @IsOptional()
  @Type(() => Number)
  @Max(100_000, { message: 'page must be at most 100000' })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @ApiPropertyOptional({ description: `Items a page, 1 to ${MAX_PAGE_SIZE} (default 12)` })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, { message: `page_size must be at most ${MAX_PAGE_SIZE}` })
  @Min(1, { message: 'page_size must be at least 1' })
  @IsInt({ message: 'page_size must be a whole number' })
  page_size?: number;

  paging(): { page?: number; pageSize?: number } {
    return { page: this.page, pageSize: this.page_size };
  }
}
