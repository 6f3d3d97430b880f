import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CatalogueFormMessages, checkGiftSetForm, type GiftSetRecord } from '@kilau/domain';

import { CatalogueChanges } from '../../../catalogue/cache/catalogue-changes.js';
import { GiftSet } from '../../../catalogue/entities/gift-set.entity.js';
import { refusedForm, refuseForm } from '../../form-refusals.js';
import { missingProducts, replaceProducts } from './gift-set-products.js';
import { GetAdminGiftSet, giftSetNotFound } from './gift-set-queries.js';
import { applyGiftSetForm, formProducts } from './gift-set-record.js';

/** Creates a gift set (no id) or replaces one whole with its products, after the seed's form rules. */
export class SaveGiftSet {
  constructor(
    readonly form: Record<string, unknown>,
    readonly id?: number,
  ) {}
}

@CommandHandler(SaveGiftSet)
export class SaveGiftSetHandler implements ICommandHandler<SaveGiftSet, GiftSetRecord> {
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  /** The gift set and its product list in one transaction: a refusal (an unknown product) writes neither. */
  async execute({ form, id }: SaveGiftSet): Promise<GiftSetRecord> {
    refuseForm(checkGiftSetForm(form));
    const products = formProducts(form);
    const savedId = await this.db.transaction(async (session) => {
      const giftSets = session.getRepository(GiftSet);
      const giftSet = id === undefined ? giftSets.create() : await giftSets.findOneBy({ id });
      if (!giftSet) throw giftSetNotFound();
      const missing = await missingProducts(session, products);
      if (missing.length > 0) {
        throw refusedForm({ products: CatalogueFormMessages.unknownProducts(missing) }, 'unknown_products');
      }
      const saved = await giftSets.save(applyGiftSetForm(giftSet, form));
      await replaceProducts(session, saved.id, products);
      return saved.id;
    });
    await this.changes.changed();
    return this.queries.execute(new GetAdminGiftSet(savedId));
  }
}

/**
 * Deletes a gift set and answers it as it was. Orders keep their own copy of its name and price;
 * a cart line naming it stays readable as an unavailable 'Unknown Item' the shopper removes.
 */
export class DeleteGiftSet {
  constructor(readonly id: number) {}
}

@CommandHandler(DeleteGiftSet)
export class DeleteGiftSetHandler implements ICommandHandler<DeleteGiftSet, GiftSetRecord> {
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ id }: DeleteGiftSet): Promise<GiftSetRecord> {
    const record = await this.queries.execute<GetAdminGiftSet, GiftSetRecord>(new GetAdminGiftSet(id));
    const { affected } = await this.db.getRepository(GiftSet).delete(id);
    if (!affected) throw giftSetNotFound();
    await this.changes.changed();
    return record;
  }
}
