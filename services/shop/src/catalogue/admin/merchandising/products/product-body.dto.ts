import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * A product as the console sends it (the whole record, create and update alike). The edge keeps
 * only these fields; their rules are libs/domain's readProductDraft, which the handlers run, so
 * the console and the service refuse the same values in the same words.
 */
export class ProductBodyDto {
  @ApiPropertyOptional({ example: 'Kalung Bulan Sabit' }) @Allow() name?: unknown;
  @ApiPropertyOptional({ example: 'necklace' }) @Allow() category?: unknown;
  @ApiPropertyOptional({ example: 'gold' }) @Allow() label?: unknown;
  @ApiPropertyOptional({ example: 320000, description: 'whole rupiah' }) @Allow() price?: unknown;
  @ApiPropertyOptional({ example: 10, description: 'percent, 0-100 by 0.01' }) @Allow() discount?: unknown;
  @ApiPropertyOptional({ example: 15 }) @Allow() stock?: unknown;
  @ApiPropertyOptional({ example: 0 }) @Allow() sold_stok?: unknown;
  @ApiPropertyOptional({ example: 25, description: 'grams, 1-30000; a kilo when left out' })
  @Allow()
  weight_grams?: unknown;
  @ApiPropertyOptional({ example: '' }) @Allow() description?: unknown;
  @ApiPropertyOptional({ example: 'Panjang 45 cm\nTahan air', description: 'one detail a line' })
  @Allow()
  details?: unknown;
  @ApiPropertyOptional({ example: ['/media/uploads/4f1c.png'], description: 'picture addresses, in order' })
  @Allow()
  images?: unknown;
  @ApiPropertyOptional({ example: true, description: 'accepts charms' }) @Allow() charms?: unknown;
  @ApiPropertyOptional({ example: false }) @Allow() is_charm_spreadable?: unknown;
  @ApiPropertyOptional({ example: false }) @Allow() is_charm_max3?: unknown;
  @ApiPropertyOptional({ example: false }) @Allow() is_charm_max5?: unknown;
  @ApiPropertyOptional({ example: [3, 4], description: 'a jewel set only: its member products' })
  @Allow()
  jewel_set_products?: unknown;
}
