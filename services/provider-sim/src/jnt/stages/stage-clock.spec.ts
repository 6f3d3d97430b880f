import { advance, settle } from './stage-clock.js';
import type { StageEvent } from './stages.js';

const codes = (history: StageEvent[]) => history.map((event) => event.code);
const created = (): StageEvent[] => [{ code: 101, at: 0 }];

describe('parcel stages', () => {
  describe('by time', () => {
    it('passes one stage every interval, up to delivery, and no further', () => {
      const history = created();
      settle(history, 1000, 2999);
      expect(history).toEqual([
        { code: 101, at: 0 },
        { code: 100, at: 1000 },
        { code: 102, at: 2000 },
      ]);
      settle(history, 1000, 60_000);
      expect(codes(history)).toEqual([101, 100, 102, 103, 104, 200]);
      expect(history[5]?.at).toBe(5000);
    });

    it('stands still when the interval is 0, and after a cancel', () => {
      const history = created();
      settle(history, 0, 60_000);
      expect(codes(history)).toEqual([101]);
      history.push({ code: 150, at: 10 });
      settle(history, 1000, 60_000);
      expect(codes(history)).toEqual([101, 150]);
    });

    it('counts from the last stage the control API recorded, and finishes a return', () => {
      const history = created();
      advance(history, 500, 401);
      settle(history, 1000, 1499);
      expect(codes(history)).toEqual([101, 100, 401]);
      settle(history, 1000, 1500);
      expect(codes(history)).toEqual([101, 100, 401, 402]);
    });
  });

  describe('by the control API', () => {
    it('moves to the next stage, or through every stage up to the one named', () => {
      const history = created();
      advance(history, 10);
      expect(codes(history)).toEqual([101, 100]);
      advance(history, 20, 104);
      expect(history.slice(2)).toEqual([
        { code: 102, at: 20 },
        { code: 103, at: 20 },
        { code: 104, at: 20 },
      ]);
    });

    it.each([
      [[101, 100, 102], 100, /cannot move to 100/],
      [[101, 100, 102, 103, 104, 200], undefined, /already at 200/],
      [[101, 150], 100, /already at 150/],
      [[101, 100, 401], 401, /already at 401/],
      [[101], 150, /cancel API/],
    ] as const)('refuses from %j to %s', (path, to, message) => {
      const history = path.map((code) => ({ code, at: 0 }));
      expect(() => advance(history, 1, to)).toThrow(message);
      expect(codes(history)).toEqual(path);
    });

    it('starts a return from any stage before delivery; a parcel not collected is collected first', () => {
      const waiting = created();
      advance(waiting, 1, 402);
      expect(codes(waiting)).toEqual([101, 100, 401, 402]);
      const outForDelivery = [101, 100, 102, 103, 104].map((code) => ({ code, at: 0 })) as StageEvent[];
      advance(outForDelivery, 1, 401);
      expect(codes(outForDelivery)).toEqual([101, 100, 102, 103, 104, 401]);
    });
  });
});
