import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DataSource, type EntityManager, Not } from 'typeorm';

import { type BannerDraft, MerchandisingMessages, readBannerDraft } from '@kilau/domain';

import { CatalogueChanges } from '../../../catalogue/cache/catalogue-changes.js';
import { PageBanner } from '../../../catalogue/entities/storefront-content.entity.js';
import { accepted, refusedForm } from '../../form-refusals.js';
import { bannerNotFound, GetAdminBanner } from './banner-queries.js';
import type { AdminBanner } from './banner-record.js';

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
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ body }: SetPageBanner): Promise<AdminBanner> {
    const draft = accepted(readBannerDraft(body));
    const id = await this.db.transaction((manager) => saveBanner(manager, manager.create(PageBanner), draft));
    await this.changes.changed();
    return this.queries.execute(new GetAdminBanner(id));
  }
}

@CommandHandler(UpdatePageBanner)
export class UpdatePageBannerHandler implements ICommandHandler<UpdatePageBanner, AdminBanner> {
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ id, body }: UpdatePageBanner): Promise<AdminBanner> {
    const draft = accepted(readBannerDraft(body));
    await this.db.transaction(async (manager) => {
      const banner = await manager.findOne(PageBanner, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!banner) throw bannerNotFound();
      await saveBanner(manager, banner, draft);
    });
    await this.changes.changed();
    return this.queries.execute(new GetAdminBanner(id));
  }
}

@CommandHandler(RemovePageBanner)
export class RemovePageBannerHandler implements ICommandHandler<RemovePageBanner, AdminBanner> {
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ id }: RemovePageBanner): Promise<AdminBanner> {
    const record = await this.queries.execute<GetAdminBanner, AdminBanner>(new GetAdminBanner(id));
    const { affected } = await this.db.getRepository(PageBanner).delete(id);
    if (!affected) throw bannerNotFound();
    await this.changes.changed();
    return record;
  }
}
