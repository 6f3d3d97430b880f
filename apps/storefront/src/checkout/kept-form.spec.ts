import type { ShippingForm } from './checkout-lines';
import { forgetForm, keepForm, keptForm } from './kept-form';

const FORM: ShippingForm = {
  first_name: 'Rina',
  last_name: 'Wijaya',
  email: 'rina@example.com',
  newsletter: true,
  address: 'Jl. Anggrek 12',
  receiver_phone: '81298765432',
  city: 'KOTA DENPASAR',
  district: 'Denpasar Barat',
  destAreaCode: 'DPS001',
  province: 'Bali',
  postal_code: '80119',
};

/** The tab's sessionStorage, as a browser keeps it (node has none). */
class TabStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

describe('the checkout form kept in the tab', () => {
  beforeAll(() => Object.assign(globalThis, { sessionStorage: new TabStorage() }));
  afterAll(() => Reflect.deleteProperty(globalThis, 'sessionStorage'));
  beforeEach(() => sessionStorage.clear());

  it('answers the form to the account that typed it', () => {
    keepForm('rina@example.com', FORM);
    expect(keptForm('rina@example.com')).toEqual(FORM);
  });

  it('answers nothing to another account, after forgetting, or when nothing was kept', () => {
    expect(keptForm('rina@example.com')).toBeNull();
    keepForm('rina@example.com', FORM);
    expect(keptForm('budi@example.com')).toBeNull();
    forgetForm();
    expect(keptForm('rina@example.com')).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a field missing', JSON.stringify({ owner: 'rina@example.com', form: { ...FORM, city: undefined } })],
    ['a field of the wrong type', JSON.stringify({ owner: 'rina@example.com', form: { ...FORM, newsletter: 'yes' } })],
  ])('reads a malformed entry (%s) as none', (_case, stored) => {
    sessionStorage.setItem('kilau.checkout-form', stored);
    expect(keptForm('rina@example.com')).toBeNull();
  });
});
