import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager, Not } from 'typeorm';

import { type BannerDraft, MerchandisingMessages, readBannerDraft } from '@kilau/domain';

import { PageBanner } from '../../../entities/storefront-content.entity.js';
import { CatalogueWrites, lockedRow } from '../../catalogue-writes.js';
import { accepted, refusedForm } from '../../form-refusals.js';
import { type AdminBanner, BANNER_TABLE } from './banner-record.js';

/** Staff give a storefront page its hero picture. */
export class SetPageBanner {
  constructor(readonly body: Record<string, unknown>) {}
}

export class UpdatePageBanner {
  constructor(
    readonly id: number,
    readonly body: Record<string, unknown>,
  ) {}
}

/** Staff take a page's banner away: the storefront shows its bundled picture again. */
export class RemovePageBanner {
  constructor(readonly id: number) {}
}

const pageTaken = (page: string) =>
  refusedForm({ page: MerchandisingMessages.bannerPageTaken(page) }, 'conflict', 'conflict');

/**
 * Writes a banner, one per page: another banner on the page is refused, and so is the loser of two
 * racing writes (the unique index decides).
 */
async function saveBanner(manager: EntityManager, banner: PageBanner, draft: BannerDraft): Promise<number> {
  const other = await manager.findOne(PageBanner, {
    where: { page: draft.page, ...(banner.id ? { id: Not(banner.id) } : {}) },
  });
  if (other) throw pageTaken(draft.page);
  try {
    return (await manager.save(Object.assign(banner, { page: draft.page, imageUrl: draft.image_url }))).id;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw pageTaken(draft.page);
    throw error;
  }
}

@CommandHandler(SetPageBanner)
export class SetPageBannerHandler implements ICommandHandler<SetPageBanner, AdminBanner> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ body }: SetPageBanner): Promise<AdminBanner> {
    const draft = accepted(readBannerDraft(body));
    return this.writes.save(BANNER_TABLE, (manager) => saveBanner(manager, manager.create(PageBanner), draft));
  }
}

@CommandHandler(UpdatePageBanner)
export class UpdatePageBannerHandler implements ICommandHandler<UpdatePageBanner, AdminBanner> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ id, body }: UpdatePageBanner): Promise<AdminBanner> {
    const draft = accepted(readBannerDraft(body));
    return this.writes.save(BANNER_TABLE, async (manager) =>
      saveBanner(manager, await lockedRow(manager, PageBanner, id, BANNER_TABLE.notFound), draft),
    );
  }
}

@CommandHandler(RemovePageBanner)
export class RemovePageBannerHandler implements ICommandHandler<RemovePageBanner, AdminBanner> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ id }: RemovePageBanner): Promise<AdminBanner> {
    return this.writes.remove(BANNER_TABLE, PageBanner, id);
  }
}
