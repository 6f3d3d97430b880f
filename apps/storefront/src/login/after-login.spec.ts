import { consoleReturnPath } from './after-login';

describe('consoleReturnPath', () => {
  it.each([
    ['?next=%2FadminDashboard%2Fdashboard', '/adminDashboard/dashboard'],
    ['?next=/adminDashboard/charms/3?x=1', '/adminDashboard/charms/3?x=1'],
    ['', undefined],
    ['?next=/cart', undefined],
    ['?next=/adminDashboard/%5C%5Cevil', undefined],
  ])('%s -> %s', (search, expected) => {
    expect(consoleReturnPath(search)).toBe(expected);
  });
});
