import { IsIn, IsOptional } from 'class-validator';

import { shopValidationPipe, ValidatedOnce } from './validation.js';

@ValidatedOnce()
class HotQuery {
  @IsOptional()
  @IsIn(['ring', 'necklace'])
  category?: string;
}

class OtherQuery {
  @IsOptional()
  @IsIn(['ring', 'necklace'])
  category?: string;
}

describe('the validation pipe', () => {
  const asQuery = (metatype: new () => object) => ({ type: 'query' as const, metatype, data: undefined });

  it('validates a @ValidatedOnce() query once per query string and hands out that instance, frozen', async () => {
    const pipe = shopValidationPipe();
    const first = await pipe.transform({ category: 'ring', junk: 'x' }, asQuery(HotQuery));
    const again = await pipe.transform({ category: 'ring', junk: 'x' }, asQuery(HotQuery));
    expect(first).toBeInstanceOf(HotQuery);
    expect(first).toEqual({ category: 'ring' });
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await pipe.transform({ category: 'necklace' }, asQuery(HotQuery))).not.toBe(first);
  });

  it('refuses a bad query every time (a refusal is never kept)', async () => {
    const pipe = shopValidationPipe();
    for (let n = 0; n < 2; n++)
      await expect(pipe.transform({ category: 'hat' }, asQuery(HotQuery))).rejects.toMatchObject({ status: 400 });
  });

  it('validates other queries on every request', async () => {
    const pipe = shopValidationPipe();
    const first = await pipe.transform({ category: 'ring' }, asQuery(OtherQuery));
    expect(await pipe.transform({ category: 'ring' }, asQuery(OtherQuery))).not.toBe(first);
  });
});
