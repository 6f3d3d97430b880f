import { isConsoleReturnPath } from './login-return.js';

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
