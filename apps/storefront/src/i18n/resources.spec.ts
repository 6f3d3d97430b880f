import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { TITLE_WORDS } from '@kilau/domain';

import { english, resourcesId } from './locales';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every text a screen asks for: `t('...')` in the file's namespace, and the status lines it writes as is. */
function textsUsed(): Array<{ file: string; ns: string; key: string }> {
  return sources(SRC).flatMap((path) => {
    const code = readFileSync(path, 'utf8');
    const ns = /useTranslation\('(\w+)'\)/.exec(code)?.[1] ?? 'common';
    const unquote = (raw: string) => raw.replace(/\\(['"\\])/g, '$1');
    const keys = [...code.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)].map((found) => ({
      ns,
      key: unquote(found[2]!),
    }));
    const statuses = [...code.matchAll(/<(?:Loading|ErrorLine|Empty) text="([^"]+)"/g)].map((found) => ({
      ns: 'common',
      key: found[1]!,
    }));
    return [...keys, ...statuses].map((used) => ({ file: relative(SRC, path), ...used }));
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((found) => found[1]).sort();

describe('the storefront in both languages', () => {
  const used = textsUsed();

  it('finds the screens that are translated (the scan reads them)', () => {
    expect(used.length).toBeGreaterThan(100);
  });

  it('has an Indonesian text for every text a screen shows', () => {
    const missing = used
      .filter(({ ns, key }) => !(key in (resourcesId as Record<string, Record<string, string>>)[ns]!))
      .map(({ file, ns, key }) => `${file}: ${ns}: "${key}"`);
    expect(missing).toEqual([]);
  });

  it("has an Indonesian title for every page title's words (libs/domain page-meta)", () => {
    expect(TITLE_WORDS.filter((words) => !(words in resourcesId.titles))).toEqual([]);
    expect(Object.keys(resourcesId.titles).filter((words) => !TITLE_WORDS.includes(words))).toEqual([]);
  });

  it('has the same keys in English and Indonesian, every namespace', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(resourcesId).sort());
    for (const [ns, words] of Object.entries(resourcesId))
      expect(Object.keys(english[ns as keyof typeof english]).sort()).toEqual(Object.keys(words).sort());
  });

  it('keeps English the seed wording (the key itself) and writes every Indonesian text, values in both', () => {
    for (const [ns, words] of Object.entries(resourcesId)) {
      for (const [key, indonesian] of Object.entries(words)) {
        expect(english[ns as keyof typeof english][key]).toBe(key);
        expect(`${ns}: ${key} -> ${indonesian.trim() ? 'written' : 'empty'}`).toBe(`${ns}: ${key} -> written`);
        expect(`${ns}: ${key} -> ${placeholders(indonesian).join(',')}`).toBe(
          `${ns}: ${key} -> ${placeholders(key).join(',')}`,
        );
      }
    }
  });

  it("spells Jewellery one way in the shop's own texts; the seed's gallery heading stays as the seed writes it", () => {
    const seedTexts = new Set(['Jewelry that speaks for you']);
    const ownTexts = Object.values(english).flatMap((words) => Object.keys(words));
    const american = ownTexts.filter((text) => /jewelry/i.test(text) && !seedTexts.has(text));
    expect(american).toEqual([]);
    expect(ownTexts.filter((text) => /jewellery/i.test(text)).length).toBeGreaterThan(2);
  });
});
