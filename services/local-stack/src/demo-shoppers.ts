import type { AreaCodeView, CharmView, CityView, GiftSetView, ProductView } from '@kilau/domain';

import type { DemoCustomer, DemoLine } from './demo-plan.js';
import type { ShopClient } from './demo-shop-client.js';

/** The cart payload of a line: product, gift set and charms by id, as the storefront sends them. */
interface LinePayload {
  product: number | null;
  gift_set: number | null;
  charms: number[];
}

/** What the storefront lists, read once; a demo line picks the n-th in stock of its kind (wrapping round). */
export class DemoCatalogue {
  private constructor(
    private readonly pieces: ProductView[],
    private readonly charmBases: ProductView[],
    private readonly charms: CharmView[],
    private readonly giftSets: GiftSetView[],
  ) {}

  static async read(shop: ShopClient): Promise<DemoCatalogue> {
    const [products, charms, giftSets] = await Promise.all([
      shop.call<ProductView[]>('GET', '/api/products/'),
      shop.call<CharmView[]>('GET', '/api/charms/'),
      shop.call<GiftSetView[]>('GET', '/api/gift-sets/'),
    ]);
    const inStock = <T extends { stock: number }>(items: T[]) => items.filter((item) => item.stock >= 5);
    const stocked = inStock(products);
    const catalogue = new DemoCatalogue(
      stocked,
      stocked.filter((product) => product.charms),
      inStock(charms),
      inStock(giftSets),
    );
    const missing = catalogue.missing();
    if (missing.length) throw new Error(`the catalogue has no ${missing.join(', ')} in stock to order`);
    return catalogue;
  }

  lineFor(line: DemoLine): LinePayload {
    const nth = <T>(items: T[], n: number) => items[n % items.length]!;
    const none = { product: null, gift_set: null, charms: [] };
    switch (line.kind) {
      case 'product':
        return { ...none, product: nth(this.pieces, line.pick).id };
      case 'necklace':
        return {
          ...none,
          product: nth(this.charmBases, line.pick).id,
          charms: [nth(this.charms, line.pick).id, nth(this.charms, line.pick + 1).id],
        };
      case 'gift_set':
        return { ...none, gift_set: nth(this.giftSets, line.pick).id };
      case 'charms':
        return { ...none, charms: [nth(this.charms, line.pick).id] };
    }
  }

  private missing(): string[] {
    const kinds: Array<[string, unknown[]]> = [
      ['products', this.pieces],
      ['products taking charms', this.charmBases],
      ['charms', this.charms],
      ['gift sets', this.giftSets],
    ];
    return kinds.filter(([, items]) => items.length === 0).map(([name]) => name);
  }
}

/**
 * The checkout's contact and address of a shopper, found as the checkout form finds it: the city
 * search's first suggestion, then that city's first area code (J&T's receiver area).
 */
export async function demoContact(shop: ShopClient, customer: DemoCustomer) {
  const [city] = await shop.call<CityView[]>('GET', `/api/areas/cities?q=${encodeURIComponent(customer.citySearch)}`);
  if (!city) throw new Error(`no city found for "${customer.citySearch}"`);
  const [area] = await shop.call<AreaCodeView[]>(
    'GET',
    `/api/areas/codes?city=${encodeURIComponent(city.kabupaten_kota)}`,
  );
  if (!area) throw new Error(`no area code for ${city.kabupaten_kota}`);
  const { citySearch: _search, ...contact } = customer;
  return {
    ...contact,
    province: city.province ?? customer.province,
    city: area.kabupaten_kota,
    district: area.kecamatan_jnt,
    destAreaCode: area.kode_jnt_receiver_area,
  };
}
