import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * A charm or gift set as the console sends it (whole record, create and update alike). The edge
 * only keeps the seed's fields; their rules are libs/domain's form checks, which the handlers run
 * so the console and the service refuse the same values with the same words.
 */
export class ItemBodyDto {
  @ApiPropertyOptional({ example: 'Huruf A' }) @Allow() name?: unknown;
  @ApiPropertyOptional({ example: 'alphabet', description: 'charms only' }) @Allow() category?: unknown;
  @ApiPropertyOptional({ example: 'gold', description: "'' is No Label" }) @Allow() label?: unknown;
  @ApiPropertyOptional({ example: 45000, description: 'whole rupiah' }) @Allow() price?: unknown;
  @ApiPropertyOptional({ example: 12 }) @Allow() stock?: unknown;
  @ApiPropertyOptional({ example: 4.5, description: 'charms only, 0-5 by 0.1' }) @Allow() rating?: unknown;
  @ApiPropertyOptional({ example: 10, description: '0-100 by 0.01' }) @Allow() discount?: unknown;
  @ApiPropertyOptional({ example: 0 }) @Allow() sold_stok?: unknown;
  @ApiPropertyOptional({ example: 3, description: "grams, 1-30000; the kind's default when left out" })
  @Allow()
  weight_grams?: unknown;
  @ApiPropertyOptional({ example: '' }) @Allow() description?: unknown;
  @ApiPropertyOptional({ example: '/media/uploads/4f1c.png', description: "'' when none" }) @Allow() image?: unknown;
  @ApiPropertyOptional({ example: false, description: 'gift sets only' }) @Allow() is_monthly_special?: unknown;
  @ApiPropertyOptional({ example: [1, 2], description: 'gift sets only: product ids' }) @Allow() products?: unknown;
}
