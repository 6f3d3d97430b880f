import type { Language } from './language';
import { seedMessagesEn } from './seed-messages';
import { seedMessagesId } from './seed-messages-id';

type Wording = (...args: never[]) => string;
type Entry = string | Wording;

interface Pattern {
  match: RegExp;
  /** The wording's argument each captured value is, in the order the English text holds them. */
  order: number[];
  indonesian: Wording;
}

const MARK = (i: number) => `\u0001${i}\u0001`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * English seed text to Indonesian: each fixed message by its text, each worded one (a function
 * of the order id, a name...) by the pattern its English wording makes, its values carried over.
 */
function buildIndex(): { exact: Map<string, string>; patterns: Pattern[] } {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  const catalogues = seedMessagesEn as unknown as Record<string, Record<string, Entry>>;
  const twins = seedMessagesId as unknown as Record<string, Record<string, Entry>>;
  for (const [name, catalogue] of Object.entries(catalogues)) {
    for (const [key, english] of Object.entries(catalogue)) {
      const indonesian = twins[name]?.[key];
      if (indonesian === undefined) continue;
      if (typeof english === 'string' && typeof indonesian === 'string') {
        if (!exact.has(english)) exact.set(english, indonesian);
      } else if (typeof english === 'function' && typeof indonesian === 'function') {
        const marks = Array.from({ length: english.length }, (_, i) => MARK(i));
        const written = (english as (...args: string[]) => string)(...marks);
        let source = escapeRegExp(written);
        marks.forEach((mark) => (source = source.replace(escapeRegExp(mark), '([\\s\\S]+?)')));
        const order = marks
          .map((mark, argument) => ({ argument, at: written.indexOf(mark) }))
          .filter(({ at }) => at >= 0)
          .sort((a, b) => a.at - b.at)
          .map(({ argument }) => argument);
        patterns.push({ match: new RegExp(`^${source}$`), order, indonesian });
      }
    }
  }
  return { exact, patterns };
}

let index: ReturnType<typeof buildIndex> | undefined;

/**
 * A seed message (from the domain's catalogues or as the service answered it) in the shopper's
 * language. English, and any text the catalogues do not hold (a shopper's own words), stay as they are.
 */
export function translateMessage(text: string, language: Language): string {
  if (language === 'en' || !text) return text;
  index ??= buildIndex();
  const fixed = index.exact.get(text);
  if (fixed !== undefined) return fixed;
  for (const pattern of index.patterns) {
    const found = pattern.match.exec(text);
    if (!found) continue;
    const args: unknown[] = [];
    found.slice(1).forEach((value, k) => {
      // a value that is itself a seed message ('Error: Failed to fetch products') is translated too
      args[pattern.order[k]!] = /^\d+$/.test(value) ? Number(value) : translateMessage(value, language);
    });
    return (pattern.indonesian as (...values: unknown[]) => string)(...args);
  }
  return text;
}
