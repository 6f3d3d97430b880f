import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';

import { type CampaignDraft, readCampaignDraft } from '@kilau/domain';

import { DiscountCampaign, DiscountCampaignItem } from '../../../entities/discount-campaign.entity.js';
import { Product } from '../../../entities/product.entity.js';
import { CatalogueWrites, lockedRow } from '../../catalogue-writes.js';
import { accepted } from '../../form-refusals.js';
import { type AdminCampaign, CAMPAIGN_TABLE } from './campaign-record.js';

/** Staff start a discount campaign: the storefront prices its products by it at once. */
export class CreateCampaign {
  constructor(readonly body: Record<string, unknown>) {}
}

/** Staff change a campaign: its name, times and the whole list of items. */
export class UpdateCampaign {
  constructor(
    readonly id: number,
    readonly body: Record<string, unknown>,
  ) {}
}

/** Staff remove a campaign: its products are back at their own prices at once. */
export class DeleteCampaign {
  constructor(readonly id: number) {}
}

/** The list price of each product the form's items name, held steady until the write commits. */
async function pricesOf(manager: EntityManager, body: Record<string, unknown>): Promise<Map<number, number>> {
  const items = Array.isArray(body.items) ? (body.items as Array<{ product?: unknown }>) : [];
  const ids = items.map((item) => item?.product).filter((id): id is number => Number.isSafeInteger(id));
  const rows: Array<{ id: number; price: number }> = ids.length
    ? await manager.query('SELECT id, price FROM products WHERE id = ANY($1::int[]) FOR SHARE', [ids])
    : [];
  return new Map(rows.map((row) => [row.id, row.price]));
}

/** The database's clock: a transaction's every check and default uses it. */
async function databaseNow(manager: EntityManager): Promise<Date> {
  const [{ now }] = await manager.query('SELECT now() AS now');
  return now;
}

function itemsOf(manager: EntityManager, draft: CampaignDraft): DiscountCampaignItem[] {
  return draft.items.map((item) =>
    manager.create(DiscountCampaignItem, {
      product: { id: item.product } as Product,
      discountType: item.discount_type,
      discountValue: item.discount_value,
    }),
  );
}

@CommandHandler(CreateCampaign)
export class CreateCampaignHandler implements ICommandHandler<CreateCampaign, AdminCampaign> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ body }: CreateCampaign): Promise<AdminCampaign> {
    return this.writes.save(CAMPAIGN_TABLE, async (manager) => {
      const now = await databaseNow(manager);
      const draft = accepted(readCampaignDraft(body, { now, creating: true, prices: await pricesOf(manager, body) }));
      const campaign = manager.create(DiscountCampaign, {
        name: draft.name,
        startTime: draft.start_time ?? now,
        endTime: draft.end_time,
        items: itemsOf(manager, draft),
      });
      return (await manager.save(campaign)).id;
    });
  }
}

@CommandHandler(UpdateCampaign)
export class UpdateCampaignHandler implements ICommandHandler<UpdateCampaign, AdminCampaign> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ id, body }: UpdateCampaign): Promise<AdminCampaign> {
    return this.writes.save(CAMPAIGN_TABLE, async (manager) => {
      const campaign = await lockedRow(manager, DiscountCampaign, id, CAMPAIGN_TABLE.notFound);
      const form = { ...body, start_time: body.start_time ?? campaign.startTime };
      const now = await databaseNow(manager);
      const draft = accepted(readCampaignDraft(form, { now, creating: false, prices: await pricesOf(manager, body) }));
      await manager.delete(DiscountCampaignItem, { campaign: { id } });
      Object.assign(campaign, { name: draft.name, startTime: draft.start_time ?? campaign.startTime });
      campaign.endTime = draft.end_time;
      campaign.items = itemsOf(manager, draft);
      return (await manager.save(campaign)).id;
    });
  }
}

@CommandHandler(DeleteCampaign)
export class DeleteCampaignHandler implements ICommandHandler<DeleteCampaign, AdminCampaign> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ id }: DeleteCampaign): Promise<AdminCampaign> {
    return this.writes.remove(CAMPAIGN_TABLE, DiscountCampaign, id);
  }
}
