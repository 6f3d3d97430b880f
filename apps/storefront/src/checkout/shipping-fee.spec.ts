import { CheckoutMessages } from '@kilau/domain';

import { tariffOutcome } from './shipping-fee';

describe("the shipping fee from J&T's tariff answer", () => {
  it.each([
    ['the first option', { is_success: 'true', content: '[{"cost":"16000"},{"cost":"30000"}]' }, { fee: 16000 }],
    ['a numeric cost', { is_success: 'true', content: '[{"cost":9000}]' }, { fee: 9000 }],
    ['no options', { is_success: 'true', content: '[]' }, { problem: CheckoutMessages.noShippingOptions }],
    [
      'a refusal',
      { is_success: 'false', message: 'x', content: '[]' },
      { problem: CheckoutMessages.shippingFeeFailed },
    ],
    ['garbled content', { is_success: 'true', content: '[{' }, { problem: CheckoutMessages.shippingFeeFailed }],
    ['a zero cost', { is_success: 'true', content: '[{"cost":"0"}]' }, { problem: CheckoutMessages.shippingFeeFailed }],
    ['no answer', null, { problem: CheckoutMessages.shippingFeeFailed }],
  ])('%s', (_name, answer, outcome) => {
    expect(tariffOutcome(answer)).toEqual(outcome);
  });
});
