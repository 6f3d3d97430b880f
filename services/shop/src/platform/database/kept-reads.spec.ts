import { KeptReads } from './kept-reads.js';

/** A load that counts its calls and answers the table as it is now. */
function table(value: string) {
  const state = { value, loads: 0 };
  return { state, load: async () => (state.loads++, state.value) };
}

describe('reads kept until their table changes', () => {
  it('reads the table once while changes are heard, and again after a change', async () => {
    const kept = new KeptReads<string>(10);
    kept.listening(true);
    const { state, load } = table('JAKARTA');
    expect(await kept.read('site', load)).toBe('JAKARTA');
    expect(await kept.read('site', load)).toBe('JAKARTA');
    expect(state.loads).toBe(1);
    state.value = 'BANDUNG';
    kept.forget();
    expect(await kept.read('site', load)).toBe('BANDUNG');
    expect(state.loads).toBe(2);
  });

  it('keeps nothing while changes are not heard', async () => {
    const kept = new KeptReads<string>(10);
    const { state, load } = table('JAKARTA');
    await kept.read('site', load);
    await kept.read('site', load);
    expect(state.loads).toBe(2);
    kept.listening(true);
    await kept.read('site', load);
    kept.listening(false);
    await kept.read('site', load);
    expect(state.loads).toBe(4);
  });

  it('does not keep a read that a change overtook', async () => {
    const kept = new KeptReads<string>(10);
    kept.listening(true);
    let release!: (value: string) => void;
    const slow = kept.read('site', () => new Promise<string>((resolve) => (release = resolve)));
    kept.forget();
    release('JAKARTA');
    expect(await slow).toBe('JAKARTA');
    const { state, load } = table('BANDUNG');
    expect(await kept.read('site', load)).toBe('BANDUNG');
    expect(state.loads).toBe(1);
  });

  it('forgets the oldest read past its bound', async () => {
    const kept = new KeptReads<string>(2);
    kept.listening(true);
    const { state, load } = table('x');
    await kept.read('a', load);
    await kept.read('b', load);
    await kept.read('c', load);
    await kept.read('b', load);
    await kept.read('c', load);
    expect(state.loads).toBe(3);
    await kept.read('a', load);
    expect(state.loads).toBe(4);
  });
});
