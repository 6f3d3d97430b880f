import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** A footer gallery picture as the console sends it; libs/domain's readGalleryImageDraft judges it. */
export class GalleryBodyDto {
  @ApiPropertyOptional({ example: '/media/uploads/4f1c.png' }) @Allow() image?: unknown;
  @ApiPropertyOptional({ example: 'Gelang di pantai' }) @Allow() alt_text?: unknown;
}
