import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CatalogueFormMessages, CatalogueMessages, checkGiftSetForm, type GiftSetRecord } from '@kilau/domain';

import { CatalogueChanges } from '../../../catalogue/cache/catalogue-changes.js';
import { GiftSet } from '../../../catalogue/entities/gift-set.entity.js';
import { notFound } from '../../../http/shop-error.js';
import { refusedForm, refuseForm } from '../../form-refusals.js';
import { missingProducts, productsOf, replaceProducts } from './gift-set-products.js';
import { applyGiftSetForm, formProducts, giftSetRecord } from './gift-set-record.js';

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
    private readonly changes: CatalogueChanges,
  ) {}

  /** The gift set and its product list in one transaction: a refusal (an unknown product) writes neither. */
  async execute({ form, id }: SaveGiftSet): Promise<GiftSetRecord> {
    refuseForm(checkGiftSetForm(form));
    const products = formProducts(form);
    const record = await this.db.transaction(async (session) => {
      const giftSets = session.getRepository(GiftSet);
      const giftSet = id === undefined ? giftSets.create() : await giftSets.findOneBy({ id });
      if (!giftSet) throw notFound(CatalogueMessages.giftSetNotFound);
      const missing = await missingProducts(session, products);
      if (missing.length > 0) {
        throw refusedForm({ products: CatalogueFormMessages.unknownProducts(missing) }, 'unknown_products');
      }
      const saved = await giftSets.save(applyGiftSetForm(giftSet, form));
      await replaceProducts(session, saved.id, products);
      const stored = await productsOf(session, [saved.id]);
      return giftSetRecord(await giftSets.findOneByOrFail({ id: saved.id }), stored.get(saved.id) ?? []);
    });
    await this.changes.changed();
    return record;
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
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ id }: DeleteGiftSet): Promise<GiftSetRecord> {
    const record = await this.db.transaction(async (session) => {
      const giftSet = await session
        .getRepository(GiftSet)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!giftSet) throw notFound(CatalogueMessages.giftSetNotFound);
      const products = await productsOf(session, [id]);
      await session.getRepository(GiftSet).delete({ id });
      return giftSetRecord(giftSet, products.get(id) ?? []);
    });
    await this.changes.changed();
    return record;
  }
}
