import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager, In } from 'typeorm';

import { MerchandisingMessages, type ProductDraft, readProductDraft } from '@kilau/domain';

import { Product } from '../../../entities/product.entity.js';
import { CatalogueWrites, lockedRow } from '../../catalogue-writes.js';
import { accepted, refusedForm } from '../../form-refusals.js';
import { type AdminProduct, PRODUCT_TABLE, productImages } from './product-record.js';

/** Staff add a product to the catalogue. */
export class CreateProduct {
  constructor(readonly body: Record<string, unknown>) {}
}

/** Staff change a product: the whole record, as the console's form holds it. */
export class UpdateProduct {
  constructor(
    readonly id: number,
    readonly body: Record<string, unknown>,
  ) {}
}

/** Staff take a product out of the catalogue (its campaign items and set memberships go with it). */
export class DeleteProduct {
  constructor(readonly id: number) {}
}

/** A jewel set's members must be products that exist. */
async function checkMembers(manager: EntityManager, draft: ProductDraft): Promise<void> {
  const ids = draft.jewel_set_products;
  if (ids.length === 0) return;
  const found = await manager.find(Product, { select: { id: true }, where: { id: In(ids) } });
  const missing = ids.find((id) => !found.some((product) => product.id === id));
  if (missing !== undefined) {
    throw refusedForm({ jewel_set_products: MerchandisingMessages.productMissing(missing) });
  }
}

function write(product: Product, draft: ProductDraft): Product {
  const {
    images,
    sold_stok,
    charms,
    is_charm_spreadable,
    is_charm_max3,
    is_charm_max5,
    jewel_set_products,
    weight_grams,
    ...plain
  } = draft;
  return Object.assign(product, plain, {
    images: productImages(images, draft.name, product.images),
    soldStok: sold_stok,
    weightGrams: weight_grams,
    acceptsCharms: charms,
    isCharmSpreadable: is_charm_spreadable,
    isCharmMax3: is_charm_max3,
    isCharmMax5: is_charm_max5,
    jewelSetProducts: jewel_set_products.map((id) => ({ id }) as Product),
  });
}

@CommandHandler(CreateProduct)
export class CreateProductHandler implements ICommandHandler<CreateProduct, AdminProduct> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ body }: CreateProduct): Promise<AdminProduct> {
    const draft = accepted(readProductDraft(body));
    return this.writes.save(PRODUCT_TABLE, async (manager) => {
      await checkMembers(manager, draft);
      return (await manager.save(write(manager.create(Product), draft))).id;
    });
  }
}

@CommandHandler(UpdateProduct)
export class UpdateProductHandler implements ICommandHandler<UpdateProduct, AdminProduct> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ id, body }: UpdateProduct): Promise<AdminProduct> {
    const draft = accepted(readProductDraft(body, id));
    return this.writes.save(PRODUCT_TABLE, async (manager) => {
      const product = await lockedRow(manager, Product, id, PRODUCT_TABLE.notFound);
      await checkMembers(manager, draft);
      return (await manager.save(write(product, draft))).id;
    });
  }
}

@CommandHandler(DeleteProduct)
export class DeleteProductHandler implements ICommandHandler<DeleteProduct, AdminProduct> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ id }: DeleteProduct): Promise<AdminProduct> {
    return this.writes.remove(PRODUCT_TABLE, Product, id);
  }
}
