import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const shopSource = fileURLToPath(new URL('../../../services/shop/src/', import.meta.url));

/** Every source file below `dir`, specs left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The HTTP edge inside a context: what reads requests and writes answers. */
const isEdge = (file: string) => /(\.controller|\.guard|\.interceptor)\.ts$|\/dto\//.test(file);

const HTTP_WORDS =
  /\b(ShopError|HttpException|BadRequestException|NotFoundException|ConflictException|UnauthorizedException|ForbiddenException|HttpStatus)\b/;

/**
 * One error vocabulary in the application layer: handlers, queries, deciders and the rest of a
 * context refuse with `Refused` and a kind ('not_found', 'conflict', 'provider_failed', ...);
 * only the HTTP edge (controllers, guards, DTOs and the platform's http folder) speaks in statuses.
 */
describe('the error vocabulary of the contexts', () => {
  const contextFiles = sources(shopSource)
    .map((path) => relative(shopSource, path))
    .filter((file) => file.includes('/') && !file.startsWith('platform/'));

  it('reads the contexts (the scan finds their handlers)', () => {
    expect(contextFiles.filter((file) => file.endsWith('/handler.ts')).length).toBeGreaterThan(20);
  });

  it('has no HTTP status or HTTP exception outside the edge', () => {
    const speaking = contextFiles
      .filter((file) => !isEdge(file))
      .filter((file) => HTTP_WORDS.test(readFileSync(join(shopSource, file), 'utf8')));
    expect(speaking).toEqual([]);
  });
});
