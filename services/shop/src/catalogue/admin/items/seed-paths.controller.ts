import { Body, Controller, Delete, HttpCode, Param, Patch, Post, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';

import { CatalogueMessages, type CharmRecord, type GiftSetRecord, UploadMessages } from '@kilau/domain';

import { RequireStaff } from '../../../identity/auth/login.guard.js';
import { IdParam } from '../../../platform/http/id-param.js';
import { ImageUpload } from '../../../platform/media/image-upload.js';
import type { UploadedImage } from '../../../platform/media/picture.js';
import { GetTableRow } from '../table-queries.js';
import { DeleteCharm, SaveCharm } from './charms/charm-commands.js';
import { CHARM_TABLE } from './charms/charm-record.js';
import { DeleteGiftSet, SaveGiftSet } from './gift-sets/gift-set-commands.js';
import { GIFT_SET_TABLE } from './gift-sets/gift-set-record.js';
import { ItemBodyDto } from './item-body.dto.js';
import { seedItemForm } from './seed-form.js';

/**
 * The seed's multipart form: the picture in `image`, the fields beside it (gift sets repeat
 * `products`, one field per product), each text at most 8 kB (a description fits).
 */
const SeedFormUpload = () =>
  ImageUpload({
    field: 'image',
    fields: 120,
    fieldBytes: 8 * 1024,
    tooLarge: UploadMessages.tooLarge,
    unreadable: UploadMessages.unreadable,
  });

const charmId = new IdParam(CatalogueMessages.charmNotFound);
const giftSetId = new IdParam(CatalogueMessages.giftSetNotFound);

/**
 * The seed's admin calls for charms (order-side seed §7: POST /charms/, PATCH and DELETE
 * /charms/{id}/, under /api), served beside the console's /api/admin/charms with the same rules
 * and commands. Staff only, as the console's (the seed sent no token; README). GET /api/charms/
 * stays the storefront's public list.
 */
@ApiTags('admin')
@Controller('charms')
@RequireStaff()
export class SeedCharmsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Post()
  @SeedFormUpload()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: "The seed's charm create (staff): JSON or multipart with the picture in `image`" })
  async create(@Body() body: ItemBodyDto, @UploadedFile() image?: UploadedImage): Promise<CharmRecord> {
    return this.commands.execute(new SaveCharm(await seedItemForm(this.commands, body, image)));
  }

  @Patch(':id')
  @SeedFormUpload()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: "The seed's charm update (staff): the fields sent, over the charm as it stands" })
  async update(
    @Param('id', charmId) id: number,
    @Body() body: ItemBodyDto,
    @UploadedFile() image?: UploadedImage,
  ): Promise<CharmRecord> {
    const current = await this.queries.execute<GetTableRow<CharmRecord>, CharmRecord>(new GetTableRow(CHARM_TABLE, id));
    return this.commands.execute(new SaveCharm(await seedItemForm(this.commands, body, image, current), id));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: "The seed's charm delete (staff): 204, no body" })
  async remove(@Param('id', charmId) id: number): Promise<void> {
    await this.commands.execute(new DeleteCharm(id));
  }
}

/** The seed's admin calls for gift sets (POST /gift-sets/, PATCH and DELETE /gift-sets/{id}/), as for charms. */
@ApiTags('admin')
@Controller('gift-sets')
@RequireStaff()
export class SeedGiftSetsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Post()
  @SeedFormUpload()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: "The seed's gift-set create (staff): JSON or multipart, `products` repeated" })
  async create(@Body() body: ItemBodyDto, @UploadedFile() image?: UploadedImage): Promise<GiftSetRecord> {
    return this.commands.execute(new SaveGiftSet(await seedItemForm(this.commands, body, image)));
  }

  @Patch(':id')
  @SeedFormUpload()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: "The seed's gift-set update (staff): the fields sent, over the set as it stands" })
  async update(
    @Param('id', giftSetId) id: number,
    @Body() body: ItemBodyDto,
    @UploadedFile() image?: UploadedImage,
  ): Promise<GiftSetRecord> {
    const current = await this.queries.execute<GetTableRow<GiftSetRecord>, GiftSetRecord>(
      new GetTableRow(GIFT_SET_TABLE, id),
    );
    return this.commands.execute(new SaveGiftSet(await seedItemForm(this.commands, body, image, current), id));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: "The seed's gift-set delete (staff): 204, no body" })
  async remove(@Param('id', giftSetId) id: number): Promise<void> {
    await this.commands.execute(new DeleteGiftSet(id));
  }
}
