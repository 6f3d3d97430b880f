import { Controller, Post, UploadedFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';

import { UploadMessages } from '@kilau/domain';

import { RequireStaff } from '../../../../identity/auth/login.guard.js';
import { ImageUpload } from '../../../../platform/media/image-upload.js';
import type { UploadedImage } from '../../../../platform/media/picture.js';
import { type StoredUpload, StoreUpload } from './store-upload.js';

@ApiTags('admin')
@Controller('admin/uploads')
@RequireStaff()
export class UploadsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ImageUpload({
    field: 'file',
    fields: 5,
    fieldBytes: 1024,
    tooLarge: UploadMessages.tooLarge,
    unreadable: UploadMessages.unreadable,
    unreadableHint: "send one picture in the multipart field 'file'",
  })
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: "Keeps a catalogue picture (staff): multipart field 'file', JPEG/PNG/WebP/GIF up to 5 MB" })
  upload(@UploadedFile() file?: UploadedImage): Promise<StoredUpload> {
    return this.commands.execute(new StoreUpload(file));
  }
}
