import { CartMessages, CheckoutMessages, ListingMessages, StockMessages } from '@kilau/domain';

import { seedMessagesEn } from './seed-messages';
import { seedMessagesId } from './seed-messages-id';
import { translateMessage } from './translate-message';

type Catalogues = Record<string, Record<string, unknown>>;
const en = seedMessagesEn as unknown as Catalogues;
const id = seedMessagesId as unknown as Catalogues;

describe('the seed messages in Indonesian', () => {
  it('every catalogue entry has an Indonesian twin of the same kind, and no twin is left over', () => {
    for (const [name, catalogue] of Object.entries(en)) {
      const twin = id[name];
      expect(twin).toBeDefined();
      expect(Object.keys(twin!).sort()).toEqual(Object.keys(catalogue).sort());
      for (const [key, value] of Object.entries(catalogue))
        expect(`${name}.${key}: ${typeof twin![key]}`).toBe(`${name}.${key}: ${typeof value}`);
    }
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });

  it('translates fixed messages by their text, as the catalogue or the service gives them', () => {
    expect(translateMessage(CartMessages.itemAdded, 'id')).toBe('Barang ditambahkan ke keranjang!');
    expect(translateMessage('Failed to fetch products', 'id')).toBe('Gagal mengambil produk');
    expect(translateMessage(CartMessages.empty, 'en')).toBe('Your cart is empty.');
  });

  it('translates worded messages, carrying their values over', () => {
    expect(translateMessage(CartMessages.removeConfirm('Luna Necklace'), 'id')).toBe(
      'Hapus Luna Necklace dari keranjang kamu?',
    );
    expect(translateMessage(StockMessages.onlyLeft('Luna Necklace', 2), 'id')).toBe('Luna Necklace tinggal 2');
    expect(translateMessage(CheckoutMessages.paymentPending(1042), 'id')).toContain('ID Pesanan: 1042');
    expect(translateMessage(ListingMessages.productCount(12), 'id')).toBe('12 Produk');
    // a seed message inside another is translated too
    expect(translateMessage(ListingMessages.error('Failed to fetch charms'), 'id')).toBe(
      'Kesalahan: Gagal mengambil charm',
    );
  });

  it("leaves English, and text that is not a seed message (a shopper's own words), as it is", () => {
    expect(translateMessage(CartMessages.itemAdded, 'en')).toBe(CartMessages.itemAdded);
    expect(translateMessage('Selamat ulang tahun, Sayang', 'id')).toBe('Selamat ulang tahun, Sayang');
  });
});
