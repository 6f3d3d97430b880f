import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** A discount campaign as the console sends it; libs/domain's readCampaignDraft judges it. */
export class CampaignBodyDto {
  @ApiPropertyOptional({ example: 'Promo Gajian' }) @Allow() name?: unknown;
  @ApiPropertyOptional({ example: '2026-12-01T00:00:00Z', description: 'absent: runs from when it is saved' })
  @Allow()
  start_time?: unknown;
  @ApiPropertyOptional({ example: '2026-12-31T17:00:00Z', description: 'in the future for a new campaign' })
  @Allow()
  end_time?: unknown;
  @ApiPropertyOptional({
    example: [{ product: 7, discount_type: 'percent', discount_value: 20 }],
    description: 'percent: 1-100 off; amount: the new price, below the product price',
  })
  @Allow()
  items?: unknown;
}
