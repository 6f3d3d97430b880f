import { Controller, Post, UploadedFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';

import { RequireStaff } from '../../../identity/auth/login.guard.js';
import type { UploadedImage } from '../../../reviews/submission.js';
import { ImageUpload } from './image-upload.js';
import { type StoredUpload, StoreUpload } from './store-upload.js';

@ApiTags('admin')
@Controller('admin/uploads')
@RequireStaff()
export class UploadsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ImageUpload()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: "Keeps a catalogue picture (staff): multipart field 'file', JPEG/PNG/WebP/GIF up to 5 MB" })
  upload(@UploadedFile() file?: UploadedImage): Promise<StoredUpload> {
    return this.commands.execute(new StoreUpload(file));
  }
}
