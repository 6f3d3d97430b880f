import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, type Observable, throwError } from 'rxjs';

import { UPLOAD_MAX_BYTES } from '@kilau/domain';

import { ShopError } from '../http/shop-error.js';

export interface ImageUploadForm {
  /** The multipart field holding the one picture. */
  field: string;
  /** How many text fields may come beside it. */
  fields: number;
  /** The most bytes one text field may hold. */
  fieldBytes: number;
  /** The form's words for a picture over 5 MB. */
  tooLarge: string;
  /** The form's words for a body multer could not read, and what the sender should change. */
  unreadable: string;
  unreadableHint?: string;
}

/** multer's refusals (too large, another field, not multipart) as the form's own 400s, saying what to change. */
class UploadRefusals implements NestInterceptor {
  constructor(private readonly form: ImageUploadForm) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => this.refusal(error))));
  }

  private refusal(error: unknown): unknown {
    if (error instanceof PayloadTooLargeException) {
      return new ShopError(400, 'image_too_large', this.form.tooLarge, {
        detail: 'Please choose a picture of 5 MB or less',
      });
    }
    if (error instanceof BadRequestException) {
      const hint = this.form.unreadableHint;
      return new ShopError(400, 'invalid_upload', this.form.unreadable, {
        detail: hint ? `${error.message}: ${hint}` : error.message,
      });
    }
    return error;
  }
}

/**
 * A form with at most one picture: multer reads a multipart form's fields into the body and its
 * picture into memory, refusing more than 5 MB before reading it whole, and a form of more parts,
 * longer fields or more part headers than the form has. JSON passes untouched.
 */
export const ImageUpload = (form: ImageUploadForm) =>
  UseInterceptors(
    new UploadRefusals(form),
    FileInterceptor(form.field, {
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: 1,
        fields: form.fields,
        fieldSize: form.fieldBytes,
        fieldNameSize: 100,
        parts: form.fields + 1,
        headerPairs: 20,
      },
    }),
  );
