import { HandOver } from './hand-over.js';

async function drain<T>(queue: HandOver<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of queue) items.push(item);
  return items;
}

describe('HandOver', () => {
  it('hands every chunk over in order, the producer waiting while the consumer is behind', async () => {
    const queue = new HandOver<number>(1);
    const consumed = drain(queue);
    for (let i = 0; i < 5; i++) await queue.push(i);
    queue.end();
    expect(await consumed).toEqual([0, 1, 2, 3, 4]);
  });

  it('holds at most its capacity: a push waits until the consumer takes one', async () => {
    const queue = new HandOver<number>(2);
    await queue.push(1);
    await queue.push(2);
    let third = false;
    const pushed = queue.push(3).then(() => (third = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(third).toBe(false);
    const iterator = queue[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ value: 1, done: false });
    await pushed;
    expect(third).toBe(true);
  });

  it("ends the consumer with the producer's error after what was pushed", async () => {
    const queue = new HandOver<number>();
    await queue.push(1);
    queue.end(new Error('the log could not be read'));
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const item of queue) seen.push(item);
      })(),
    ).rejects.toThrow('the log could not be read');
    expect(seen).toEqual([1]);
  });

  it("rejects the producer's next push once the consumer gave up", async () => {
    const queue = new HandOver<number>(1);
    await queue.push(1);
    const blocked = queue.push(2);
    queue.end(new Error('the table could not be written'));
    await expect(blocked).rejects.toThrow('the table could not be written');
    await expect(queue.push(3)).rejects.toThrow('the table could not be written');
  });
});
