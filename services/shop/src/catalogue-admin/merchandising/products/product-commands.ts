import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DataSource, type EntityManager, In } from 'typeorm';

import { CatalogueMessages, MerchandisingMessages, type ProductDraft, readProductDraft } from '@kilau/domain';

import { CatalogueChanges } from '../../../catalogue/cache/catalogue-changes.js';
import { Product } from '../../../catalogue/entities/product.entity.js';
import { notFound } from '../../../http/shop-error.js';
import { accepted, refusedForm } from '../../form-refusals.js';
import { GetAdminProduct } from './product-queries.js';
import type { AdminProduct } from './product-record.js';
import { productImages } from './product-record.js';

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
  const { images, sold_stok, charms, is_charm_spreadable, is_charm_max3, is_charm_max5, jewel_set_products, ...plain } =
    draft;
  return Object.assign(product, plain, {
    images: productImages(images, draft.name, product.images),
    soldStok: sold_stok,
    acceptsCharms: charms,
    isCharmSpreadable: is_charm_spreadable,
    isCharmMax3: is_charm_max3,
    isCharmMax5: is_charm_max5,
    jewelSetProducts: jewel_set_products.map((id) => ({ id }) as Product),
  });
}

@CommandHandler(CreateProduct)
export class CreateProductHandler implements ICommandHandler<CreateProduct, AdminProduct> {
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ body }: CreateProduct): Promise<AdminProduct> {
    const draft = accepted(readProductDraft(body));
    const id = await this.db.transaction(async (manager) => {
      await checkMembers(manager, draft);
      return (await manager.save(write(manager.create(Product), draft))).id;
    });
    await this.changes.changed();
    return this.queries.execute(new GetAdminProduct(id));
  }
}

@CommandHandler(UpdateProduct)
export class UpdateProductHandler implements ICommandHandler<UpdateProduct, AdminProduct> {
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ id, body }: UpdateProduct): Promise<AdminProduct> {
    const draft = accepted(readProductDraft(body, id));
    await this.db.transaction(async (manager) => {
      const product = await manager.findOne(Product, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw notFound(CatalogueMessages.productNotFound);
      await checkMembers(manager, draft);
      await manager.save(write(product, draft));
    });
    await this.changes.changed();
    return this.queries.execute(new GetAdminProduct(id));
  }
}

@CommandHandler(DeleteProduct)
export class DeleteProductHandler implements ICommandHandler<DeleteProduct, AdminProduct> {
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ id }: DeleteProduct): Promise<AdminProduct> {
    const record = await this.queries.execute<GetAdminProduct, AdminProduct>(new GetAdminProduct(id));
    const { affected } = await this.db.getRepository(Product).delete(id);
    if (!affected) throw notFound(CatalogueMessages.productNotFound);
    await this.changes.changed();
    return record;
  }
}
