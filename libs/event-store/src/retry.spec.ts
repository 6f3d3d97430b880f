import { ExpectedVersionConflict, retryOnConflict } from './index.js';

/** A piece of work that fails with `errors` in turn, then answers 'done'; `calls` counts its runs. */
function failingWith(...errors: unknown[]) {
  const work = async () => {
    work.calls++;
    const error = errors.shift();
    if (error !== undefined) throw error;
    return 'done';
  };
  work.calls = 0;
  return work;
}

const conflict = () => new ExpectedVersionConflict('order-1', 1, 2);

describe('retryOnConflict', () => {
  it('runs the work again after conflicts and answers its result', async () => {
    const work = failingWith(conflict(), conflict(), conflict());
    await expect(retryOnConflict(work, { baseDelayMs: 1 })).resolves.toBe('done');
    expect(work.calls).toBe(4);
  });

  it('rethrows the conflict once the attempts are used up', async () => {
    const work = failingWith(conflict(), conflict(), conflict());
    await expect(retryOnConflict(work, { attempts: 3, baseDelayMs: 1 })).rejects.toBeInstanceOf(
      ExpectedVersionConflict,
    );
    expect(work.calls).toBe(3);
  });

  it.each([
    ['a serialization failure', { code: '40001' }],
    ['a deadlock', { code: '40P01' }],
    ["TypeORM's QueryFailedError around one", { message: 'query failed', driverError: { code: '40001' } }],
  ])('retries %s', async (_, error) => {
    const work = failingWith(error);
    await expect(retryOnConflict(work, { baseDelayMs: 1 })).resolves.toBe('done');
    expect(work.calls).toBe(2);
  });

  it('does not retry other errors', async () => {
    const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505' });
    const work = failingWith(uniqueViolation);
    await expect(retryOnConflict(work, { baseDelayMs: 1 })).rejects.toBe(uniqueViolation);
    expect(work.calls).toBe(1);
  });
});
