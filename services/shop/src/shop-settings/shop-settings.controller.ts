import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import type { ShopSettingsAnswer } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { RequireStaff } from '../identity/auth/login.guard.js';
import { CommandMetadata } from '../platform/event-log/command-metadata.js';
import { SaveShopSettings } from './commands/save-shop-settings.js';
import { ShopSettingsDto } from './dto/shop-settings.dto.js';
import { GetShopSettings } from './queries/get-shop-settings.js';

@ApiTags('admin')
@Controller('admin/shop-settings')
@RequireStaff()
export class ShopSettingsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: "The shop's sender and pickup site (staff), and whether they are still the demo's" })
  get(): Promise<ShopSettingsAnswer> {
    return this.queries.execute(new GetShopSettings());
  }

  @Put()
  @ApiOperation({ summary: 'Saves the Shop settings (staff): the sender on labels and J&T orders' })
  save(@Body() body: ShopSettingsDto, @CommandMetadata() metadata: EventMetadata): Promise<ShopSettingsAnswer> {
    return this.commands.execute(new SaveShopSettings({ ...body }, metadata));
  }
}
