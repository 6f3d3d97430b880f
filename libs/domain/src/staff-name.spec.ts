import { staffName } from './staff-name.js';

describe('staffName: the part of the e-mail before @, capitalised', () => {
  it.each([
    ['admin@example.com', 'Admin'],
    ['staff@kilau.id', 'Staff'],
    ['budi.santoso@kilau.id', 'Budi Santoso'],
    ['SITI_rahayu+gudang@kilau.id', 'Siti Rahayu Gudang'],
    ['dewi-ayu2@kilau.id', 'Dewi Ayu'],
    ['ömer@kilau.id', 'Ömer'],
    ['1234@kilau.id', 'Staff'],
    ['', 'Staff'],
    [null, 'Staff'],
  ])('%p is greeted as %p', (email, name) => {
    expect(staffName(email)).toBe(name);
  });
});
