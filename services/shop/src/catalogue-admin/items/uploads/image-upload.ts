import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, type Observable, throwError } from 'rxjs';

import { UPLOAD_MAX_BYTES, UploadMessages } from '@kilau/domain';

import { ShopError } from '../../../http/shop-error.js';

/** multer's refusals (too large, another field, not multipart) as 400s that say what to change. */
@Injectable()
class UploadRefusals implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => refusal(error))));
  }
}

function refusal(error: unknown): unknown {
  if (error instanceof PayloadTooLargeException) {
    return new ShopError(400, 'image_too_large', UploadMessages.tooLarge, {
      detail: 'Please choose a picture of 5 MB or less',
    });
  }
  if (error instanceof BadRequestException) {
    return new ShopError(400, 'invalid_upload', UploadMessages.unreadable, {
      detail: `${error.message}: send one picture in the multipart field 'file'`,
    });
  }
  return error;
}

/** One picture in the multipart field `file`, read into memory; multer stops reading past 5 MB. */
export const ImageUpload = () =>
  UseInterceptors(
    UploadRefusals,
    FileInterceptor('file', { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } }),
  );
