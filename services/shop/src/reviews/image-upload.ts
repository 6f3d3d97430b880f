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

import { ShopError } from '../http/shop-error.js';
import { REVIEW_IMAGE_MAX_BYTES } from './image-kind.js';

/** multer's refusals of an upload as the review form's own 400s, saying what to change. */
@Injectable()
class UploadRefusals implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => refusal(error))));
  }
}

function refusal(error: unknown): unknown {
  if (error instanceof PayloadTooLargeException) {
    return new ShopError(400, 'image_too_large', 'The image is too large: 5 MB at most', {
      detail: 'Please choose a picture of 5 MB or less',
    });
  }
  if (error instanceof BadRequestException) {
    return new ShopError(400, 'invalid_upload', 'The review form could not be read', { detail: error.message });
  }
  return error;
}

/**
 * The review form, JSON or multipart: multer reads a multipart form's fields into the body and its
 * one picture (`image`) into memory, refusing more than 5 MB before reading it whole. JSON passes
 * untouched.
 */
export const ReviewImageUpload = () =>
  UseInterceptors(
    UploadRefusals,
    FileInterceptor('image', { limits: { fileSize: REVIEW_IMAGE_MAX_BYTES, files: 1, fields: 20 } }),
  );
