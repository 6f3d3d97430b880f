import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { IdParam } from '../../platform/http/id-param.js';
import { CatalogueReads } from '../cache/catalogue-cache.js';
import { ActiveFilterDto, BannerFilterDto } from '../dto/content-filters.dto.js';
import {
  ListBannersQuery,
  ListCampaignsQuery,
  ListGalleryQuery,
  ListVideosQuery,
} from '../queries/storefront-content.js';

const first = async (list: Promise<unknown[]>): Promise<unknown> => (await list)[0];

/** The storefront's content around the catalogue: campaigns, banners, gallery and videos. */
@ApiTags('storefront content')
@Controller()
export class StorefrontContentController {
  constructor(private readonly queries: CatalogueReads) {}

  @Get('discount-campaigns')
  @ApiOperation({ summary: 'Discount campaigns with their items; active=true for running ones only' })
  campaigns(@Query() dto: ActiveFilterDto, @Req() req: Request, @Res() res: Response) {
    return this.queries.send(req, res, new ListCampaignsQuery({ activeOnly: dto.active === 'true' }));
  }

  @Get('discount-campaigns/:id')
  campaign(@Param('id', new IdParam('Discount campaign not found')) id: number) {
    return first(this.queries.execute<unknown[]>(new ListCampaignsQuery({ id })));
  }

  @Get('page-banners')
  @ApiOperation({ summary: 'Page banners, found by page key (homepage, charmbar, ...)' })
  @ApiQuery({ name: 'page', required: false })
  banners(@Query() dto: BannerFilterDto, @Req() req: Request, @Res() res: Response) {
    return this.queries.send(req, res, new ListBannersQuery({ page: dto.page }));
  }

  @Get('page-banners/:id')
  banner(@Param('id', new IdParam('Page banner not found')) id: number) {
    return first(this.queries.execute<unknown[]>(new ListBannersQuery({ id })));
  }

  @Get('photo-gallery')
  @ApiOperation({ summary: 'Footer gallery images, oldest first (the storefront shows the last 6)' })
  gallery(@Req() req: Request, @Res() res: Response) {
    return this.queries.send(req, res, new ListGalleryQuery());
  }

  @Get('photo-gallery/:id')
  galleryImage(@Param('id', new IdParam('Gallery image not found')) id: number) {
    return first(this.queries.execute<unknown[]>(new ListGalleryQuery({ id })));
  }

  @Get('videos')
  videos(@Req() req: Request, @Res() res: Response) {
    return this.queries.send(req, res, new ListVideosQuery());
  }

  @Get('videos/:id')
  video(@Param('id', new IdParam('Video not found')) id: number) {
    return first(this.queries.execute<unknown[]>(new ListVideosQuery({ id })));
  }
}
