import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';

import { PRODUCT_CATEGORIES, PRODUCT_LABELS, type ProductCategory, type ProductLabel } from '@kilau/domain';

import { ValidatedOnce } from '../../platform/http/validation.js';
import { PRODUCT_ORDERINGS } from '../read/product-read.js';
import { ApiOrdering, ListQueryDto, orderingRule } from './list-query.dto.js';

const orderings = Object.keys(PRODUCT_ORDERINGS);

@ValidatedOnce()
export class ListProductsDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: PRODUCT_CATEGORIES })
  @IsOptional()
  @IsIn(PRODUCT_CATEGORIES, { message: `category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` })
  category?: ProductCategory;

  @ApiPropertyOptional({ enum: PRODUCT_LABELS, description: 'Material' })
  @IsOptional()
  @IsIn(PRODUCT_LABELS, { message: `label must be one of: ${PRODUCT_LABELS.join(', ')}` })
  label?: ProductLabel;

  @ApiPropertyOptional({ description: "Comma-separated ids, e.g. a jewel set's products" })
  @IsOptional()
  @Matches(/^\d{1,9}(,\d{1,9}){0,99}$/, { message: 'ids must be up to 100 comma-separated ids' })
  ids?: string;

  @ApiOrdering(orderings)
  @IsOptional()
  @orderingRule(orderings)
  ordering?: string;

  /** The ids, each once and in order: the same set asked in any order is one question. */
  idList(): number[] | undefined {
    return this.ids === undefined ? undefined : [...new Set(this.ids.split(',').map(Number))].sort((a, b) => a - b);
  }
}
