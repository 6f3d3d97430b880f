import { isConsoleReturnPath, isReturnPath } from './login-return.js';

describe('where a login may return to', () => {
  it.each([
    ['/adminDashboard/dashboard', true],
    ['/adminDashboard', true],
    ['/adminDashboard/charms/3?x=1', true],
    ['/adminDashboard?tab=1', true],
    ['', false],
    ['/cart', false],
    ['https://evil.example/adminDashboard', false],
    ['//evil.example/adminDashboard/x', false],
    ['/adminDashboard//evil.example', false],
    ['/adminDashboardx', false],
    ['/adminDashboard/\\\\evil', false],
    ['/adminDashboard/ x', false],
    [`/adminDashboard/${'x'.repeat(520)}`, false],
  ])('%s: %p', (next, allowed) => {
    expect(isConsoleReturnPath(next)).toBe(allowed);
  });
});

describe('where a login may return to, console or storefront', () => {
  it.each([
    ['/adminDashboard/dashboard', true],
    ['/my-orders', true],
    ['/track-order/42?pay=now', true],
    ['/charmbar?chain=3', true],
    ['/', true],
    ['', false],
    ['my-orders', false],
    ['https://evil.example/my-orders', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['/my-orders//evil', false],
    ['/my orders', false],
    ['/my-orders\n', false],
    ['/login', false],
    ['/login?next=/my-orders', false],
    ['/verify', false],
    ['/login/link#token=x', false],
    ['/loginhelp', true],
    [`/${'x'.repeat(520)}`, false],
  ])('%s: %p', (next, allowed) => {
    expect(isReturnPath(next)).toBe(allowed);
  });
});
