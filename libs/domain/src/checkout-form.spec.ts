import { type CheckoutContact, checkoutFormProblem, courierPhone, phoneDigits, phoneProblem } from './checkout-form.js';
import { CheckoutMessages } from './messages.js';

describe('phone field (order-side seed §5)', () => {
  it.each([
    ['812-3456-7890', '81234567890'],
    ['+62 812 3456 789', '628123456789'],
    ['abc', ''],
  ])('typing %p keeps %p', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });

  it.each([
    ['81234567890', undefined],
    ['8123456', undefined],
    ['812345', 'Phone number must have at least 7 digits'],
    ['081234567890', 'Indonesian mobile numbers should start with 8'],
    ['6281234567', 'Indonesian mobile numbers should start with 8'],
    ['', 'Indonesian mobile numbers should start with 8'],
    ['8123456789012', undefined],
    ['81234567890123', 'Phone number must have at most 13 digits'],
    ['812 345 678', 'Phone number may contain digits only'],
  ])('%p gives %p', (digits, problem) => {
    expect(phoneProblem(digits)).toBe(problem);
  });

  it.each([
    ['81234567890', '+6281234567890'],
    ['021555123', '021555123'],
  ])('%p goes to the courier as %p', (digits, sent) => {
    expect(courierPhone(digits)).toBe(sent);
  });
});

describe('placing an order needs a complete form and a shipping fee (order-side seed §5)', () => {
  const complete: CheckoutContact = {
    first_name: 'Ayu',
    last_name: 'Lestari',
    email: 'ayu@kilau.id',
    receiver_phone: '81234567890',
    address: 'Jl. Melati 5',
    city: 'KOTA BANDUNG',
    province: 'Jawa Barat',
    postal_code: '40115',
    destAreaCode: 'BDO10',
  };

  it('given a complete form and a fee, nothing stops the order', () => {
    expect(checkoutFormProblem(complete, 18000)).toBeUndefined();
  });

  it.each<[string, CheckoutContact, number, string, Record<string, string>]>([
    [
      'no shipping fee yet',
      complete,
      0,
      'Please fill in all required fields and calculate shipping fee',
      { shippingFee: CheckoutMessages.shippingFeeRequired },
    ],
    [
      'a blank last name',
      { ...complete, last_name: '   ' },
      18000,
      CheckoutMessages.requiredFields,
      { last_name: 'This field is required' },
    ],
    [
      'no city and no area code',
      { ...complete, city: '', destAreaCode: undefined },
      18000,
      CheckoutMessages.requiredFields,
      { city: 'Please select a city/kabupaten first', destAreaCode: 'Please select an area code' },
    ],
    [
      'a malformed e-mail',
      { ...complete, email: 'ayu@kilau' },
      18000,
      'Please enter a valid email address',
      { email: 'Please enter a valid email address' },
    ],
    [
      'a phone starting with 0',
      { ...complete, receiver_phone: '081234567' },
      18000,
      'Indonesian mobile numbers should start with 8',
      { receiver_phone: 'Indonesian mobile numbers should start with 8' },
    ],
    [
      'a blank postal code, a short phone and no fee',
      { ...complete, postal_code: '', receiver_phone: '8123' },
      Number.NaN,
      CheckoutMessages.requiredFields,
      {
        postal_code: CheckoutMessages.fieldRequired,
        shippingFee: CheckoutMessages.shippingFeeRequired,
        receiver_phone: CheckoutMessages.phoneTooShort,
      },
    ],
  ])('given %s', (_, form, fee, message, fields) => {
    expect(checkoutFormProblem(form, fee)).toEqual({ message, fields });
  });

  it('given an empty form, names every required field', () => {
    expect(Object.keys(checkoutFormProblem({}, 0)?.fields ?? {})).toEqual([
      'first_name',
      'last_name',
      'email',
      'receiver_phone',
      'address',
      'city',
      'postal_code',
      'province',
      'destAreaCode',
      'shippingFee',
    ]);
  });
});
