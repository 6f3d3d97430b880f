import type { CommandBus } from '@nestjs/cqrs';

import type { UploadedImage } from '../../../platform/media/picture.js';
import { formBody } from '../form-refusals.js';
import { type StoredUpload, StoreUpload } from './uploads/store-upload.js';

/**
 * A charm or gift-set form as the seed's admin pages send it (order-side seed §7: JSON or
 * multipart, `products` repeated, the picture itself in `image`), read into the console's whole
 * record: multipart's text turned back into a list and a checkbox, the picture kept as an upload
 * and named by its URL, and for PATCH the fields sent laid over the record as it stands.
 */
export async function seedItemForm(
  commands: CommandBus,
  body: unknown,
  image: UploadedImage | undefined,
  current: object = {},
): Promise<Record<string, unknown>> {
  const sent = { ...formBody(body) };
  if ('products' in sent && !Array.isArray(sent.products)) sent.products = sent.products === '' ? [] : [sent.products];
  if (sent.is_monthly_special === 'true' || sent.is_monthly_special === 'false')
    sent.is_monthly_special = sent.is_monthly_special === 'true';
  if (image) sent.image = (await commands.execute<StoreUpload, StoredUpload>(new StoreUpload(image))).url;
  return { ...current, ...sent };
}
