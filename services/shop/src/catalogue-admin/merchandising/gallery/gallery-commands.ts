import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { readGalleryImageDraft } from '@kilau/domain';

import { CatalogueChanges } from '../../../catalogue/cache/catalogue-changes.js';
import { GalleryImage } from '../../../catalogue/entities/storefront-content.entity.js';
import { accepted } from '../../form-refusals.js';
import { galleryImageNotFound, GetAdminGalleryImage } from './gallery-queries.js';
import type { AdminGalleryImage } from './gallery-record.js';

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
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ body }: AddGalleryImage): Promise<AdminGalleryImage> {
    const draft = accepted(readGalleryImageDraft(body));
    const saved = await this.db.getRepository(GalleryImage).save({ image: draft.image, altText: draft.alt_text });
    await this.changes.changed();
    return this.queries.execute(new GetAdminGalleryImage(saved.id));
  }
}

@CommandHandler(UpdateGalleryImage)
export class UpdateGalleryImageHandler implements ICommandHandler<UpdateGalleryImage, AdminGalleryImage> {
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ id, body }: UpdateGalleryImage): Promise<AdminGalleryImage> {
    const draft = accepted(readGalleryImageDraft(body));
    const { affected } = await this.db
      .getRepository(GalleryImage)
      .update(id, { image: draft.image, altText: draft.alt_text });
    if (!affected) throw galleryImageNotFound();
    await this.changes.changed();
    return this.queries.execute(new GetAdminGalleryImage(id));
  }
}

@CommandHandler(RemoveGalleryImage)
export class RemoveGalleryImageHandler implements ICommandHandler<RemoveGalleryImage, AdminGalleryImage> {
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ id }: RemoveGalleryImage): Promise<AdminGalleryImage> {
    const record = await this.queries.execute<GetAdminGalleryImage, AdminGalleryImage>(new GetAdminGalleryImage(id));
    const { affected } = await this.db.getRepository(GalleryImage).delete(id);
    if (!affected) throw galleryImageNotFound();
    await this.changes.changed();
    return record;
  }
}
