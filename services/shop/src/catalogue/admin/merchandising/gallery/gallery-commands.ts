import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { readGalleryImageDraft } from '@kilau/domain';

import { GalleryImage } from '../../../entities/storefront-content.entity.js';
import { CatalogueWrites } from '../../catalogue-writes.js';
import { accepted } from '../../form-refusals.js';
import { type AdminGalleryImage, GALLERY_TABLE } from './gallery-record.js';

/** Staff add a picture to the footer gallery ("Jewelry that speaks for you"). */
export class AddGalleryImage {
  constructor(readonly body: Record<string, unknown>) {}
}

export class UpdateGalleryImage {
  constructor(
    readonly id: number,
    readonly body: Record<string, unknown>,
  ) {}
}

export class RemoveGalleryImage {
  constructor(readonly id: number) {}
}

@CommandHandler(AddGalleryImage)
export class AddGalleryImageHandler implements ICommandHandler<AddGalleryImage, AdminGalleryImage> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ body }: AddGalleryImage): Promise<AdminGalleryImage> {
    const draft = accepted(readGalleryImageDraft(body));
    return this.writes.save(GALLERY_TABLE, async (manager) => {
      const image = manager.create(GalleryImage, { image: draft.image, altText: draft.alt_text });
      return (await manager.save(image)).id;
    });
  }
}

@CommandHandler(UpdateGalleryImage)
export class UpdateGalleryImageHandler implements ICommandHandler<UpdateGalleryImage, AdminGalleryImage> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ id, body }: UpdateGalleryImage): Promise<AdminGalleryImage> {
    const draft = accepted(readGalleryImageDraft(body));
    return this.writes.save(GALLERY_TABLE, async (manager) => {
      const { affected } = await manager.update(GalleryImage, id, { image: draft.image, altText: draft.alt_text });
      if (!affected) throw GALLERY_TABLE.notFound();
      return id;
    });
  }
}

@CommandHandler(RemoveGalleryImage)
export class RemoveGalleryImageHandler implements ICommandHandler<RemoveGalleryImage, AdminGalleryImage> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ id }: RemoveGalleryImage): Promise<AdminGalleryImage> {
    return this.writes.remove(GALLERY_TABLE, GalleryImage, id);
  }
}
