import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

import { BANNER_PAGES } from '@kilau/domain';

/** A page banner as the console sends it; libs/domain's readBannerDraft judges it. */
export class BannerBodyDto {
  @ApiPropertyOptional({ enum: BANNER_PAGES }) @Allow() page?: unknown;
  @ApiPropertyOptional({ example: '/media/uploads/4f1c.png' }) @Allow() image_url?: unknown;
}
