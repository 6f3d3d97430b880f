import { consoleReturnPath, loginPathFor, returnPath } from './after-login';

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

describe('returnPath: a page of this shop, console or storefront', () => {
  it.each([
    ['?next=%2FadminDashboard%2Fdashboard', '/adminDashboard/dashboard'],
    ['?next=%2Fmy-orders', '/my-orders'],
    ['?next=%2Ftrack-order%2F42%3Fpay%3Dnow', '/track-order/42?pay=now'],
    ['', undefined],
    ['?next=https%3A%2F%2Fevil.example%2F', undefined],
    ['?next=%2F%2Fevil.example', undefined],
    ['?next=%2Flogin', undefined],
  ])('%s -> %s', (search, expected) => {
    expect(returnPath(search)).toBe(expected);
  });
});

describe('loginPathFor', () => {
  it.each([
    ['/my-orders', '/login?next=%2Fmy-orders'],
    ['/track-order/42?pay=now', '/login?next=%2Ftrack-order%2F42%3Fpay%3Dnow'],
    ['/necklaces?color=gold', '/login?next=%2Fnecklaces%3Fcolor%3Dgold'],
    ['/', '/login'],
    ['/login', '/login'],
    ['//evil.example', '/login'],
  ])('%s -> %s', (here, path) => {
    expect(loginPathFor(here)).toBe(path);
  });
});
