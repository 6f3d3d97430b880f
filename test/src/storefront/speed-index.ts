import { inflateSync } from 'node:zlib';

/**
 * Speed Index from screencast frames, computed as Lighthouse's speedline does: each frame's
 * visual progress is how far its colour histograms have moved from the first frame towards the
 * last one, and Speed Index is the area above the progress curve, ∫ (1 − progress(t)) dt, in ms.
 */

/** Per channel (r, g, b), 256 bins of pixel counts. */
export type Histogram = [number[], number[], number[]];

export interface Frame {
  /** ms since navigation start */
  time: number;
  histogram: Histogram;
}

/** speedline's `calculateFrameProgress`: 0..1, how much of the way from `initial` to `target` `current` is. */
export function frameProgress(current: Histogram, initial: Histogram, target: Histogram): number {
  let total = 0;
  let match = 0;
  for (let channel = 0; channel < 3; channel++) {
    for (let bin = 0; bin < 256; bin++) {
      const initialCount = initial[channel]![bin]!;
      const targetDistance = Math.abs(target[channel]![bin]! - initialCount);
      const currentDistance = Math.abs(current[channel]![bin]! - initialCount);
      match += Math.min(currentDistance, targetDistance);
      total += targetDistance;
    }
  }
  return total === 0 ? 1 : match / total;
}

/**
 * Speed Index of frames in time order (the first the blank page at navigation start, the last
 * the finished page). Progress holds between frames; nothing shows before `firstPaint` (the
 * first contentful paint), so a page cannot score better than its FCP.
 */
export function speedIndex(frames: readonly Frame[], firstPaint = 0): number {
  if (frames.length === 0) return firstPaint;
  const initial = frames[0]!.histogram;
  const target = frames[frames.length - 1]!.histogram;
  let index = 0;
  let lastTime = 0;
  let lastProgress = 0;
  for (const frame of frames) {
    const time = Math.max(frame.time, 0);
    index += (time - lastTime) * (1 - lastProgress);
    lastTime = time;
    lastProgress = frame.time < firstPaint ? 0 : frameProgress(frame.histogram, initial, target);
  }
  if (lastTime < firstPaint) index += firstPaint - lastTime;
  return Math.max(index, firstPaint);
}

/** The colour histograms of a PNG (8-bit RGB or RGBA, non-interlaced: what Chromium's screencast sends). */
export function pngHistogram(png: Buffer): Histogram {
  const { width, height, channels, pixels } = decodePng(png);
  const histogram: Histogram = [new Array(256).fill(0), new Array(256).fill(0), new Array(256).fill(0)];
  const [r, g, b] = histogram;
  for (let i = 0; i < width * height * channels; i += channels) {
    r[pixels[i]!]! += 1;
    g[pixels[i + 1]!]! += 1;
    b[pixels[i + 2]!]! += 1;
  }
  return histogram;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A small PNG decoder: chunks, inflate, and the five scanline filters. */
export function decodePng(png: Buffer): { width: number; height: number; channels: number; pixels: Uint8Array } {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) {
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}, interlace ${interlace}`);
      }
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = y * (stride + 1) + 1;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      pixels[y * stride + x] = (raw[line + x]! + predictor(filter, left, up, upLeft)) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

function predictor(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    default:
      throw new Error(`bad PNG filter ${filter}`);
  }
}
