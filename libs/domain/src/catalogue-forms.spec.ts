import {
  CHARM_LABEL_OPTIONS,
  charmLabelFromStored,
  charmLabelToStored,
  checkCharmForm,
  checkGiftSetForm,
  formNumber,
  GIFT_SET_LABEL_OPTIONS,
  itemLabelName,
  pagerWindow,
  productIds,
} from './catalogue-forms.js';

const charm = {
  name: 'Huruf A',
  category: 'alphabet',
  label: 'gold',
  price: 45_000,
  stock: 12,
};

const giftSet = { name: 'Paket Ibu', label: 'forHer', price: 350_000, stock: 4 };

describe('the charm form (seed §5)', () => {
  it('takes the required fields alone, and every optional one', () => {
    expect(checkCharmForm(charm)).toEqual({});
    expect(
      checkCharmForm({
        ...charm,
        label: '',
        rating: 4.5,
        discount: 12.25,
        sold_stok: 3,
        description: 'Liontin huruf',
        image: '/media/uploads/a.png',
      }),
    ).toEqual({});
  });

  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    ['category', { category: undefined }, 'Category is required'],
    [
      'category',
      { category: 'planet' },
      'Category must be one of: alphabet, birthstone, birthstone_mini, birth_flower, number, special, zodiac',
    ],
    ['label', { label: undefined }, 'Label is required'],
    ['label', { label: null }, 'Label is required'],
    ['label', { label: 'forHer' }, "Label must be one of: '' (No Label), gold, silver, rose_gold"],
    ['label', { label: 'other' }, "Label must be one of: '' (No Label), gold, silver, rose_gold"],
    ['price', { price: null }, 'Price is required'],
    ['price', { price: '' }, 'Price is required'],
    ['price', { price: 'murah' }, 'Price must be a number'],
    ['price', { price: -1 }, 'Price must be at least 0'],
    ['price', { price: 45_000.5 }, 'Price must be whole rupiah (no cents)'],
    ['stock', { stock: undefined }, 'Stock is required'],
    ['stock', { stock: 1.5 }, 'Stock must be a whole number'],
    ['stock', { stock: -2 }, 'Stock must be at least 0'],
    ['sold_stok', { sold_stok: 0.5 }, 'Sold stock must be a whole number'],
    ['sold_stok', { sold_stok: -1 }, 'Sold stock must be at least 0'],
    ['rating', { rating: 5.1 }, 'Rating must be at most 5'],
    ['rating', { rating: -0.1 }, 'Rating must be at least 0'],
    ['rating', { rating: 4.25 }, 'Rating must be a multiple of 0.1'],
    ['discount', { discount: 100.01 }, 'Discount must be at most 100'],
    ['discount', { discount: 10.005 }, 'Discount must be a multiple of 0.01'],
    ['description', { description: 12 }, 'Description must be text'],
    ['image', { image: 'C:\\foto.png' }, 'Image must be an uploaded image URL (/media/...) or an http(s) address'],
  ])('refuses %s %p: %s', (fieldName, change, message) => {
    expect(checkCharmForm({ ...charm, ...change })).toEqual({ [fieldName]: message });
  });

  it.each([
    [{ rating: 5, discount: 100, price: 0, stock: 0, sold_stok: 0 }],
    [{ rating: 0.1, discount: 0.01 }],
    [{ rating: '4.5', discount: '7.25', price: '45000', stock: '3' }],
    [{ rating: null, discount: null, sold_stok: null, description: null, image: null }],
    [{ image: 'https://cdn.example.com/a.webp' }],
  ])('takes the edges and blanks %p', (change) => {
    expect(checkCharmForm({ ...charm, ...change })).toEqual({});
  });

  it('names every problem at once', () => {
    expect(Object.keys(checkCharmForm({}))).toEqual(['name', 'category', 'label', 'price', 'stock']);
  });
});

describe('the gift set form (seed §5)', () => {
  it('takes the required fields alone, and every optional one', () => {
    expect(checkGiftSetForm(giftSet)).toEqual({});
    expect(
      checkGiftSetForm({
        ...giftSet,
        label: '',
        discount: 5.5,
        sold_stok: 2,
        is_monthly_special: true,
        products: [1, 2],
        description: 'Untuk ibu',
        image: '',
      }),
    ).toEqual({});
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['label', { label: undefined }, 'Label is required'],
    ['label', { label: 'gold' }, "Label must be one of: '' (No Label), forUs, forHim, forHer, monthlySpecial"],
    ['price', { price: undefined }, 'Price is required'],
    ['price', { price: 10.25 }, 'Price must be whole rupiah (no cents)'],
    ['stock', { stock: 2.5 }, 'Stock must be a whole number'],
    ['discount', { discount: 101 }, 'Discount must be at most 100'],
    ['is_monthly_special', { is_monthly_special: 'yes' }, 'Monthly Special must be true or false'],
    ['products', { products: [1, 'x'] }, 'Products must be a list of product ids'],
    ['products', { products: 3 }, 'Products must be a list of product ids'],
    ['products', { products: [0] }, 'Products must be a list of product ids'],
  ])('refuses %s %p: %s', (fieldName, change, message) => {
    expect(checkGiftSetForm({ ...giftSet, ...change })).toEqual({ [fieldName]: message });
  });

  it('has no rating or category of its own', () => {
    expect(checkGiftSetForm({ ...giftSet, rating: 9, category: 'planet' })).toEqual({});
  });
});

describe('labels', () => {
  it.each([
    ['', 'No Label', CHARM_LABEL_OPTIONS],
    ['rose_gold', 'Rose Gold', CHARM_LABEL_OPTIONS],
    ['forHer', 'For Her', GIFT_SET_LABEL_OPTIONS],
    ['monthlySpecial', 'Monthly Special', GIFT_SET_LABEL_OPTIONS],
    [null, 'No Label', GIFT_SET_LABEL_OPTIONS],
  ])('shows the label %p as %p', (label, name, options) => {
    expect(itemLabelName(options, label)).toBe(name);
  });

  it.each([
    ['', 'other'],
    ['gold', 'gold'],
  ])("stores a charm's label %p as %p and reads it back", (label, stored) => {
    expect(charmLabelToStored(label)).toBe(stored);
    expect(charmLabelFromStored(stored)).toBe(label);
  });
});

describe('form values', () => {
  it.each([
    [12, 12],
    [' 12.5 ', 12.5],
    ['', undefined],
    [null, undefined],
    [true, Number.NaN],
  ])('reads %p as the number %p', (value, number) => {
    expect(formNumber(value)).toEqual(number);
  });

  it.each([
    [undefined, []],
    [
      [3, '4'],
      [3, 4],
    ],
    [[1.5], undefined],
    ['1,2', undefined],
  ])('reads %p as the product ids %p', (value, ids) => {
    expect(productIds(value)).toEqual(ids);
  });
});

describe('the pager window (seed §9: 5 page numbers)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3, 4, 5]],
    [3, 9, [1, 2, 3, 4, 5]],
    [4, 9, [2, 3, 4, 5, 6]],
    [8, 9, [5, 6, 7, 8, 9]],
    [9, 9, [5, 6, 7, 8, 9]],
    [12, 9, [5, 6, 7, 8, 9]],
    [1, 0, []],
  ])('on page %p of %p shows %p', (page, pages, window) => {
    expect(pagerWindow(page, pages)).toEqual(window);
  });
});
