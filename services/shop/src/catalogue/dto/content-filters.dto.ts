import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

import { BANNER_PAGES } from '@kilau/domain';

import { ValidatedOnce } from '../../platform/http/validation.js';

@ValidatedOnce()
export class ActiveFilterDto {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'active must be true or false' })
  active?: 'true' | 'false';
}

@ValidatedOnce()
export class BannerFilterDto {
  @ApiPropertyOptional({ enum: BANNER_PAGES })
  @IsOptional()
  @IsIn(BANNER_PAGES, { message: `page must be one of: ${BANNER_PAGES.join(', ')}` })
  page?: string;
}
