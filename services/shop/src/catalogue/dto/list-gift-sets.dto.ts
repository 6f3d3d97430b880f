import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

import { GIFT_SET_LABELS } from '@kilau/domain';

import { ValidatedOnce } from '../../platform/http/validation.js';
import { GIFT_SET_ORDERINGS } from '../read/gift-set-read.js';
import { ApiOrdering, ListQueryDto, orderingRule } from './list-query.dto.js';

const orderings = Object.keys(GIFT_SET_ORDERINGS);
const folded = GIFT_SET_LABELS.map((l) => l.toLowerCase());

@ValidatedOnce()
export class ListGiftSetsDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: GIFT_SET_LABELS, description: 'Compared without case, as the storefront does' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(folded, { message: `label must be one of: ${GIFT_SET_LABELS.join(', ')}` })
  label?: string;

  @ApiOrdering(orderings)
  @IsOptional()
  @orderingRule(orderings)
  ordering?: string;
}
