import { CheckoutMessages } from './messages.js';
import { type ChosenDestination, destinationProblem } from './shipping-destination.js';

const kalideres = { kabupaten_kota: 'KOTA JAKARTA BARAT', kecamatan: 'Kalideres', kecamatan_jnt: 'KALIDERES' };

describe('the area code must lie where the shopper says the parcel goes', () => {
  it.each<[string, ChosenDestination, typeof kalideres | null, string | undefined]>([
    ['the city and district of the code', { city: 'KOTA JAKARTA BARAT', district: 'Kalideres' }, kalideres, undefined],
    ['the district in capitals', { city: 'KOTA JAKARTA BARAT', district: 'KALIDERES' }, kalideres, undefined],
    ['no district named', { city: 'KOTA JAKARTA BARAT' }, kalideres, undefined],
    ['a blank district', { city: 'KOTA JAKARTA BARAT', district: '  ' }, kalideres, undefined],
    ['the city in another case and spacing', { city: ' kota  jakarta barat ' }, kalideres, undefined],
    ['an unknown code', { city: 'KOTA JAKARTA BARAT' }, null, CheckoutMessages.areaCodeUnknown],
    ['a code of another city', { city: 'KOTA DENPASAR' }, kalideres, CheckoutMessages.areaCodeOtherCity],
    ['no city', {}, kalideres, CheckoutMessages.areaCodeOtherCity],
    [
      'a code of another district',
      { city: 'KOTA JAKARTA BARAT', district: 'Cengkareng' },
      kalideres,
      CheckoutMessages.areaCodeOtherDistrict,
    ],
  ])('%s gives %p', (_case, chosen, area, problem) => {
    expect(destinationProblem(chosen, area)).toBe(problem);
  });
});
