import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { ValidatedOnce } from '../../platform/http/validation.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../read/listing.js';
import { searchText } from './list-query.dto.js';

@ValidatedOnce()
export class SearchDto {
  @ApiProperty({ description: 'What to look for; blank text is refused, as the storefront never sends it' })
  @Transform(searchText)
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please enter something to search for' })
  @IsString({ message: 'Please enter something to search for' })
  q!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @Max(100_000, { message: 'page must be at most 100000' })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;

  @ApiPropertyOptional({ description: `Default ${DEFAULT_PAGE_SIZE} (the search page's 12)` })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, { message: `page_size must be at most ${MAX_PAGE_SIZE}` })
  @Min(1, { message: 'page_size must be at least 1' })
  @IsInt({ message: 'page_size must be a whole number' })
  page_size: number = DEFAULT_PAGE_SIZE;
}
