import { type CpuProfile, profilePid, windowSummary } from './profile-window-summary.js';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 3 });

/** Samples 10 µs apart from 1,000 µs: ids 1 (idle), 2 (pg), 3 (the shop's code). */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(idle)') },
    { id: 2, callFrame: frame('parseRow', 'file:///repo/node_modules/pg/lib/result.js') },
    { id: 3, callFrame: frame('placeOrder', 'file:///repo/services/shop/dist/ordering/price-order.js') },
  ],
  startTime: 1_000,
  samples: [2, 3, 3, 1, 2, 3, 3, 3],
  timeDeltas: [10, 10, 10, 10, 10, 10, 10, 10],
};

describe('a CPU profile summed over a load window', () => {
  it('counts the busy samples inside the window by the function they were in, most first', () => {
    // the samples at 1,020 … 1,060 µs: 3, 3, idle, 2, 3
    expect(windowSummary(profile, { name: 'checkout', start: 1_015, end: 1_060 }, 5)).toEqual({
      busy: 40,
      top: [
        { where: 'placeOrder services/shop/dist/ordering/price-order.js:3', micros: 30 },
        { where: 'parseRow pg/lib/result.js:3', micros: 10 },
      ],
    });
  });

  it('keeps only the top functions asked for', () => {
    const { busy, top } = windowSummary(profile, { name: 'all', start: 0, end: 10_000 }, 1);
    expect(busy).toBe(70);
    expect(top).toEqual([{ where: 'placeOrder services/shop/dist/ordering/price-order.js:3', micros: 50 }]);
  });

  it('finds nothing in a window the process was not sampled in', () => {
    expect(windowSummary(profile, { name: 'later', start: 5_000, end: 6_000 }, 5)).toEqual({ busy: 0, top: [] });
  });
});

describe("a profile file's process", () => {
  it.each([
    ['CPU.20261127.105814.8513.0.001.cpuprofile', '8513'],
    ['CPU.20261127.105814.8513.0.012.cpuprofile', '8513'],
    ['windows.jsonl', undefined],
    ['CPU.20261127.8513.cpuprofile', undefined],
  ])('%s is of %s', (file, pid) => {
    expect(profilePid(file)).toBe(pid);
  });
});
