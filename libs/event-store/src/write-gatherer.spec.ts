import { WriteGatherer } from './index.js';

/** A write that records each batch it was given and can be held open until released. */
function recordingWrite(refuse: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  let held = Promise.resolve();
  const write = async (items: readonly number[]) => {
    batches.push([...items]);
    await held;
    if (items.some(refuse)) throw new Error(`refused ${items.join(',')}`);
    return items.map((item) => item * 10);
  };
  const hold = () => {
    held = new Promise<void>((resolve) => (release = resolve));
  };
  return { write, batches, hold, release: () => release() };
}

describe('WriteGatherer', () => {
  it('writes an item at once when nothing is in flight', async () => {
    const { write, batches } = recordingWrite();
    const gatherer = new WriteGatherer(write);
    await expect(gatherer.add(1)).resolves.toBe(10);
    await expect(gatherer.add(2)).resolves.toBe(20);
    expect(batches).toEqual([[1], [2]]);
  });

  it('gathers the items handed in during a write into the next one, each caller getting its own result', async () => {
    const store = recordingWrite();
    const gatherer = new WriteGatherer(store.write);
    store.hold();
    const first = gatherer.add(1);
    const rest = [gatherer.add(2), gatherer.add(3), gatherer.add(4)];
    store.release();
    await expect(first).resolves.toBe(10);
    await expect(Promise.all(rest)).resolves.toEqual([20, 30, 40]);
    expect(store.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps batches to the size it was given', async () => {
    const store = recordingWrite();
    const gatherer = new WriteGatherer(store.write, { maxBatch: 2 });
    store.hold();
    const all = [1, 2, 3, 4, 5].map((item) => gatherer.add(item));
    store.release();
    await Promise.all(all);
    expect(store.batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the caller whose item the write refuses, writing the others alone', async () => {
    const store = recordingWrite((item) => item === 3);
    const gatherer = new WriteGatherer(store.write);
    store.hold();
    const first = gatherer.add(1);
    const rest = [2, 3, 4].map((item) => gatherer.add(item).catch((error: Error) => error.message));
    store.release();
    await first;
    await expect(Promise.all(rest)).resolves.toEqual([20, 'refused 3', 40]);
    expect(store.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('idle, gathers the items handed in during one turn of the event loop into one write when told to', async () => {
    const store = recordingWrite();
    const gatherer = new WriteGatherer(store.write, { gatherTurn: true });
    const turn = [1, 2, 3].map((item) => gatherer.add(item));
    await expect(Promise.all(turn)).resolves.toEqual([10, 20, 30]);
    await expect(gatherer.add(4)).resolves.toBe(40);
    expect(store.batches).toEqual([[1, 2, 3], [4]]);
  });

  it('goes on writing after a failed batch', async () => {
    const store = recordingWrite((item) => item === 1);
    const gatherer = new WriteGatherer(store.write);
    await expect(gatherer.add(1)).rejects.toThrow('refused 1');
    await expect(gatherer.add(2)).resolves.toBe(20);
  });
});
