import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { CatalogueFormMessages, checkGiftSetForm, type GiftSetRecord } from '@kilau/domain';

import { GiftSet } from '../../../entities/gift-set.entity.js';
import { CatalogueWrites, lockedRow } from '../../catalogue-writes.js';
import { refusedForm, refuseForm } from '../../form-refusals.js';
import { missingProducts, replaceProducts } from './gift-set-products.js';
import { applyGiftSetForm, formProducts, GIFT_SET_TABLE } from './gift-set-record.js';

/** Creates a gift set (no id) or replaces one whole with its products, after the seed's form rules. */
export class SaveGiftSet {
  constructor(
    readonly form: Record<string, unknown>,
    readonly id?: number,
  ) {}
}

@CommandHandler(SaveGiftSet)
export class SaveGiftSetHandler implements ICommandHandler<SaveGiftSet, GiftSetRecord> {
  constructor(private readonly writes: CatalogueWrites) {}

  /** The gift set and its product list in one transaction: a refusal (an unknown product) writes neither. */
  execute({ form, id }: SaveGiftSet): Promise<GiftSetRecord> {
    refuseForm(checkGiftSetForm(form));
    const products = formProducts(form);
    return this.writes.save(GIFT_SET_TABLE, async (manager) => {
      const giftSet =
        id === undefined ? manager.create(GiftSet) : await lockedRow(manager, GiftSet, id, GIFT_SET_TABLE.notFound);
      const missing = await missingProducts(manager, products);
      if (missing.length > 0) {
        throw refusedForm({ products: CatalogueFormMessages.unknownProducts(missing) }, 'unknown_products');
      }
      const saved = await manager.save(applyGiftSetForm(giftSet, form));
      await replaceProducts(manager, saved.id, products);
      return saved.id;
    });
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
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ id }: DeleteGiftSet): Promise<GiftSetRecord> {
    return this.writes.remove(GIFT_SET_TABLE, GiftSet, id);
  }
}
