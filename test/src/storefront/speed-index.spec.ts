import { deflateSync } from 'node:zlib';

import { decodePng, type Frame, frameProgress, type Histogram, pngHistogram, speedIndex } from './speed-index.js';

/** A PNG of RGB rows, each given with its filter byte already applied (CRCs are not checked by the decoder). */
function png(width: number, rows: Array<[filter: number, bytes: number[]]>): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(rows.length, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.from(rows.flatMap(([filter, bytes]) => [filter, ...bytes]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A histogram of `n` pixels of one grey level per entry. */
function greys(levels: Record<number, number>): Histogram {
  const channel = () => {
    const bins = new Array(256).fill(0);
    for (const [level, n] of Object.entries(levels)) bins[Number(level)] = n;
    return bins;
  };
  return [channel(), channel(), channel()];
}

describe('PNG decoding for the screencast', () => {
  it('undoes each scanline filter', () => {
    // two pixels a row: (10,20,30) (40,50,60) on every row, written with filters none, sub, up, average, paeth
    const pixels = [10, 20, 30, 40, 50, 60];
    const image = png(2, [
      [0, pixels],
      [1, [10, 20, 30, 30, 30, 30]],
      [2, [0, 0, 0, 0, 0, 0]],
      [3, [10 - 5, 20 - 10, 30 - 15, 40 - 25, 50 - 35, 60 - 45]],
      [4, [0, 0, 0, 0, 0, 0]],
    ]);
    const decoded = decodePng(image);
    expect(decoded).toMatchObject({ width: 2, height: 5, channels: 3 });
    expect(Array.from(decoded.pixels)).toEqual([...pixels, ...pixels, ...pixels, ...pixels, ...pixels]);
    expect(pngHistogram(image)[0][10]).toBe(5);
    expect(pngHistogram(image)[2][60]).toBe(5);
  });

  it('refuses what is not a PNG', () => {
    expect(() => decodePng(Buffer.from('GIF89a'))).toThrow('not a PNG');
  });
});

describe('Speed Index', () => {
  const blank = greys({ 255: 100 });
  const half = greys({ 255: 50, 0: 50 });
  const done = greys({ 0: 100 });

  it('measures progress from the first frame to the last', () => {
    expect(frameProgress(blank, blank, done)).toBe(0);
    expect(frameProgress(half, blank, done)).toBe(0.5);
    expect(frameProgress(done, blank, done)).toBe(1);
    expect(frameProgress(blank, blank, blank)).toBe(1);
  });

  it('is the area above the progress curve', () => {
    const frames: Frame[] = [
      { time: 0, histogram: blank },
      { time: 1000, histogram: half },
      { time: 3000, histogram: done },
    ];
    // 1000 ms at 0 %, 2000 ms at 50 %
    expect(speedIndex(frames)).toBe(2000);
  });

  it('counts nothing as shown before the first contentful paint, and is never below it', () => {
    const frames: Frame[] = [
      { time: 0, histogram: blank },
      { time: 500, histogram: half },
      { time: 1000, histogram: done },
    ];
    expect(speedIndex(frames)).toBe(750);
    expect(speedIndex(frames, 800)).toBe(1000);
    expect(speedIndex([{ time: 0, histogram: done }], 1200)).toBe(1200);
    expect(speedIndex([], 900)).toBe(900);
  });
});
