import { readTokenRequest } from './card-request.js';
import { maskCard, passesLuhn, SANDBOX_CARDS } from './sandbox-cards.js';

describe('sandbox cards', () => {
  it.each(Object.keys(SANDBOX_CARDS))('%s passes Luhn', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each([
    ['4811111111111113', false],
    ['4811111111111115', false],
    ['4811 1111 1111 1114', false],
    ['0000000000000000', true],
  ])('%s passes Luhn: %s', (number, passes) => {
    expect(passesLuhn(number)).toBe(passes);
  });

  it('masks a card as its first six and last four digits', () => {
    expect(maskCard('4811111111111114')).toBe('481111-1114');
  });

  const now = new Date('2026-11-26T00:00:00Z');
  const query = (extra: Record<string, unknown> = {}) => ({
    card_number: '4811 1111 1111 1114',
    card_exp_month: '12',
    card_exp_year: '2030',
    card_cvv: '123',
    ...extra,
  });

  it.each([
    [{}, []],
    [{ card_exp_month: '11', card_exp_year: '2026' }, []],
    [{ card_number: '4811111111111113' }, ['card_number does not match with luhn algorithm']],
    [{ card_number: '4000000000000002' }, ['card_number is not a sandbox test card']],
    [{ card_exp_month: '13' }, ['card_exp_month must be between 01 and 12']],
    [{ card_exp_month: '10', card_exp_year: '2026' }, ['card_exp_year must be in the future']],
    [{ card_cvv: '12' }, ['card_cvv must be 3 or 4 digits']],
  ])('a token request %j is refused for %j', (extra, errors) => {
    const read = readTokenRequest(query(extra), now);
    expect(read.kind === 'invalid' ? read.errors : []).toEqual(errors);
  });
});
