import { jntSim } from '../spec-helpers.js';

describe('J&T tariff (check rate)', () => {
  const f = jntSim();

  it('answers string booleans and content as a JSON list encoded in a string', async () => {
    const quote = await f.s.tariff({ destAreaCode: 'KALIDERES', weight: '1' });
    expect(quote.status).toBe(200);
    expect(quote.body).toEqual({ is_success: 'true', message: '', content: expect.any(String) });
    const products = JSON.parse(quote.body.content);
    expect(products).toEqual([{ name: 'EZ', productType: 'EZ', cost: expect.stringMatching(/^\d+000$/) }]);
    const perKg = Number(products[0].cost);
    expect(perKg).toBeGreaterThanOrEqual(9000);
    expect(perKg).toBeLessThanOrEqual(25000);
  });

  it('charges the same destination the same per kg, whatever its case, per started kilogram', async () => {
    const cost = async (destAreaCode: string, weight: string) =>
      Number(JSON.parse((await f.s.tariff({ destAreaCode, weight })).body.content)[0].cost);
    const perKg = await cost('KALIDERES', '1');
    expect(await cost(' kalideres ', '0.3')).toBe(perKg);
    expect(await cost('KALIDERES', '2.1')).toBe(perKg * 3);
    const rates = new Set(await Promise.all(['MEDAN', 'TEBET', 'DENPASAR', 'SLEMAN', 'KUTA'].map((d) => cost(d, '1'))));
    expect(rates.size).toBeGreaterThan(1);
  });

  it('answers a destination fixed by the control API: a cost whatever the weight, or an empty list', async () => {
    await f.s.control.setTariff('TEBET', 18000);
    expect(JSON.parse((await f.s.tariff({ destAreaCode: 'Tebet', weight: '5' })).body.content)).toEqual([
      { name: 'EZ', productType: 'EZ', cost: '18000' },
    ]);
    await f.s.control.setTariff('TEBET', 'none');
    expect((await f.s.tariff({ destAreaCode: 'TEBET' })).body).toEqual({
      is_success: 'true',
      message: '',
      content: '[]',
    });
  });

  it.each(['', '   ', '12345'])('answers destination %j as not found', async (destAreaCode) => {
    expect((await f.s.tariff({ destAreaCode })).body).toEqual({
      is_success: 'false',
      message: 'Destination not found',
      content: '',
    });
  });

  it('refuses a wrong sign, another customer and a weight of nothing', async () => {
    expect((await f.s.tariff({ destAreaCode: 'TEBET' }, 'wrong-key')).body).toEqual({
      is_success: 'false',
      message: 'Invalid sign',
      content: '',
    });
    expect((await f.s.tariff({ destAreaCode: 'TEBET', cusName: 'OTHER' })).body.message).toBe('Invalid cusName');
    expect((await f.s.tariff({ destAreaCode: 'TEBET', weight: '0' })).body.message).toBe('Invalid weight');
  });

  it('offers nothing for a product other than EZ', async () => {
    expect((await f.s.tariff({ destAreaCode: 'TEBET', productType: 'JTR' })).body.content).toBe('[]');
  });
});
