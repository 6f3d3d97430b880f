import { Controller, Get, Post, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';

import { RequireStaff } from '../../identity/auth/login.guard.js';
import { ImageUpload } from '../../platform/media/image-upload.js';
import type { UploadedImage } from '../../platform/media/picture.js';
import type { JntAreaImportResult } from '../import/import-jnt-areas.js';
import { GetJntAreaStatus, ImportJntAreaFile, JntAreaFileMessages, type JntAreaStatus } from './jnt-area-import.js';

@ApiTags('admin')
@Controller('admin/jnt-areas')
@RequireStaff()
export class JntAreasAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: "How many area codes are J&T's own and how many still derived (staff)" })
  status(): Promise<JntAreaStatus> {
    return this.queries.execute(new GetJntAreaStatus());
  }

  @Post('import')
  // multer's one-file form, as the picture uploads use it (5 MB at most)
  @ImageUpload({
    field: 'file',
    fields: 0,
    fieldBytes: 1024,
    tooLarge: JntAreaFileMessages.tooLarge,
    unreadable: JntAreaFileMessages.unreadable,
    unreadableHint: "send the CSV file in the multipart field 'file'",
  })
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      "Imports J&T's area list (staff): a CSV in multipart field 'file'; any bad line refuses the whole file, each named by line",
  })
  import(@UploadedFile() file?: UploadedImage): Promise<JntAreaImportResult> {
    return this.commands.execute(new ImportJntAreaFile(file?.buffer.toString('utf8')));
  }
}
