import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

import { CHARM_CATEGORIES, CHARM_LABELS, type CharmCategory, type CharmLabel } from '@kilau/domain';

import { ValidatedOnce } from '../../platform/http/validation.js';
import { CHARM_ORDERINGS } from '../read/charm-read.js';
import { ApiOrdering, ListQueryDto, orderingRule } from './list-query.dto.js';

const orderings = Object.keys(CHARM_ORDERINGS);

@ValidatedOnce()
export class ListCharmsDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: CHARM_CATEGORIES })
  @IsOptional()
  @IsIn(CHARM_CATEGORIES, { message: `category must be one of: ${CHARM_CATEGORIES.join(', ')}` })
  category?: CharmCategory;

  @ApiPropertyOptional({ enum: CHARM_LABELS })
  @IsOptional()
  @IsIn(CHARM_LABELS, { message: `label must be one of: ${CHARM_LABELS.join(', ')}` })
  label?: CharmLabel;

  @ApiOrdering(orderings)
  @IsOptional()
  @orderingRule(orderings)
  ordering?: string;
}
