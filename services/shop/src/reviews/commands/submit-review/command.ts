import type { UploadedImage } from '../../../platform/media/picture.js';
import type { SubmissionInput } from '../../submission.js';

/** A review sent through an order's link: the form as it came (JSON or multipart) and its picture, if any. */
export class SubmitReview {
  constructor(
    readonly form: SubmissionInput & { token?: unknown },
    readonly image?: UploadedImage,
  ) {}
}
