/**
 * J&T's tracking entries in words a shopper reads, in English and Indonesian. J&T writes terse
 * Indonesian with its internal place codes ("Paket akan dikirimkan ke JAKARTA_GATEWAY"); the shop
 * shows a sentence per tracking code instead, naming the place in plain words. The codes are the
 * ones J&T sends (PROVIDERS.md 2.5, as the simulator plays them: 101 manifest, 100 picked up, 102
 * left for the hub, 103 at the hub, 104 out for delivery, 200 received, 401/402 return, 150
 * cancelled). An entry recorded without its code is recognised by J&T's words; anything else is
 * J&T's own text with its codes made readable, never raw underscores.
 */

export type CourierLanguage = 'en' | 'id';

/** What the words are made from: a tracking entry as J&T answers it (the code may be missing on old rows). */
export interface CourierWordsEntry {
  status: string;
  status_code?: number | null;
  city_name?: string | null;
}

type Sentence = (place: string | undefined) => string;

/** A sentence per code and language; `place` is the hub or city in plain words, when J&T named one. */
const SENTENCES: Readonly<Record<number, Record<CourierLanguage, Sentence>>> = {
  101: {
    en: () => 'Shipment registered with J&T, waiting for pickup',
    id: () => 'Pengiriman terdaftar di J&T, menunggu penjemputan',
  },
  100: {
    en: (place) => (place ? `Picked up by the J&T courier in ${place}` : 'Picked up by the J&T courier'),
    id: (place) => (place ? `Diambil oleh kurir J&T di ${place}` : 'Diambil oleh kurir J&T'),
  },
  // toward the hub J&T names ("akan dikirimkan ke X_GATEWAY"); `place` is the hub
  102: {
    en: (place) => (place ? `On the way to the ${place} sorting centre` : 'On the way to the sorting centre'),
    id: (place) => (place ? `Dalam perjalanan ke pusat sortir ${place}` : 'Dalam perjalanan ke pusat sortir'),
  },
  103: {
    en: (place) => (place ? `At the ${place} sorting centre` : 'At the sorting centre'),
    id: (place) => (place ? `Di pusat sortir ${place}` : 'Di pusat sortir'),
  },
  104: {
    en: () => 'Out for delivery to the receiver',
    id: () => 'Sedang diantar ke alamat penerima',
  },
  200: {
    en: () => 'Delivered and received',
    id: () => 'Paket sudah diterima',
  },
  401: {
    en: () => 'Being returned to the sender',
    id: () => 'Sedang dikembalikan ke pengirim',
  },
  402: {
    en: () => 'Returned to the sender',
    id: () => 'Sudah diterima kembali oleh pengirim',
  },
  150: {
    en: () => 'Shipment cancelled',
    id: () => 'Pengiriman dibatalkan',
  },
};

/** A 102 that says where it left ("Berangkat dari JAKARTA_GATEWAY"), not where it goes: `place` is that. */
const LEFT: Record<CourierLanguage, Sentence> = {
  en: (place) => `Left ${place}`,
  id: (place) => `Berangkat dari ${place}`,
};

/** J&T's words for each code, for entries recorded without their code. Checked in this order. */
const CODE_BY_WORDS: ReadonlyArray<[RegExp, number]> = [
  [/diterima kembali/i, 402],
  [/retur|dikembalikan/i, 401],
  [/telah diterima oleh|paket telah diterima/i, 200],
  [/sedang diantar|dalam pengantaran/i, 104],
  [/telah sampai|tiba di/i, 103],
  [/akan dikirimkan|berangkat/i, 102],
  [/pick ?up|diambil/i, 100],
  [/^manifes/i, 101],
  [/dibatalkan/i, 150],
];

/** J&T's place codes: a city's sorting hub ("JAKARTA_GATEWAY") and delivery point ("BANDUNG_DP"). */
const HUB = /\b([A-Z][A-Z_]*?)_(GATEWAY|HUB)\b/;
const PLACE_CODE = /\b([A-Z][A-Z_]*?)_(GATEWAY|HUB|DP)\b/g;

const PLACE_WORDS: Record<CourierLanguage, Record<string, (city: string) => string>> = {
  en: {
    GATEWAY: (city) => `${city} sorting centre`,
    HUB: (city) => `${city} sorting centre`,
    DP: (city) => `${city} delivery point`,
  },
  id: {
    GATEWAY: (city) => `pusat sortir ${city}`,
    HUB: (city) => `pusat sortir ${city}`,
    DP: (city) => `titik antar ${city}`,
  },
};

/** "JAKARTA" or "KOTA_BANDUNG" in the case people write it: "Jakarta", "Kota Bandung". */
export function placeInWords(code: string): string {
  return code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The tracking code of an entry: its own, else the one J&T's words stand for. */
export function courierCodeOf(entry: CourierWordsEntry): number | undefined {
  const code = Number(entry.status_code);
  if (entry.status_code != null && Number.isFinite(code) && code > 0) return code;
  return CODE_BY_WORDS.find(([words]) => words.test(entry.status ?? ''))?.[1];
}

/** The place an entry names: the hub in its words for the hub stages, else the entry's city. */
function placeOf(entry: CourierWordsEntry, code: number): string | undefined {
  const hub = HUB.exec(entry.status ?? '')?.[1];
  if (hub && (code === 102 || code === 103)) return placeInWords(hub);
  if (code === 102) return undefined; // the city is the origin's; the hub ahead is unnamed
  return entry.city_name ? placeInWords(entry.city_name) : undefined;
}

/** Where a departure left from, in words: "dari JAKARTA_GATEWAY" is the Jakarta sorting centre. */
function departedFrom(entry: CourierWordsEntry, language: CourierLanguage): string | undefined {
  const from = /\bdari\s+([A-Z][A-Z_ ]*[A-Z])\b/.exec(entry.status ?? '')?.[1];
  if (!from) return undefined;
  const hub = HUB.exec(from)?.[1];
  if (!hub) return placeInWords(from);
  return language === 'en' ? `the ${placeInWords(hub)} sorting centre` : `pusat sortir ${placeInWords(hub)}`;
}

/**
 * J&T's own text made readable, for an entry no sentence covers: place codes become words
 * ("JAKARTA_GATEWAY" -> "Jakarta sorting centre"), any other CODE_LIKE_THIS becomes "Code like
 * this", and an entry with no words says which code it was.
 */
export function readableCourierText(status: string, code: number | undefined, language: CourierLanguage): string {
  const words = (status ?? '')
    .replace(PLACE_CODE, (_match, city: string, kind: string) => PLACE_WORDS[language][kind]!(placeInWords(city)))
    .replace(/\b[A-Z0-9]+(?:_[A-Z0-9]+)+\b/g, (token) => placeInWords(token))
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (words) return words.charAt(0).toUpperCase() + words.slice(1);
  const suffix = code ? ` (${language === 'en' ? 'code' : 'kode'} ${code})` : '';
  return (language === 'en' ? 'Courier update' : 'Kabar dari kurir') + suffix;
}

/**
 * A tracking entry in the shopper's words: the code's sentence with its place, else J&T's text made
 * readable. Entries the shop wrote itself ("Payment received, awaiting shipment") carry no code and
 * none of J&T's words, so they come back as they are.
 */
export function courierStatusInWords(entry: CourierWordsEntry, language: CourierLanguage): string {
  const code = courierCodeOf(entry);
  const sentence = code !== undefined ? SENTENCES[code]?.[language] : undefined;
  const from = code === 102 ? departedFrom(entry, language) : undefined;
  if (from) return LEFT[language](from);
  if (sentence && code !== undefined) return sentence(placeOf(entry, code));
  return readableCourierText(entry.status, code, language);
}

/** Both languages at once, for the shop's bilingual mails: "English / Indonesia" (one when they agree). */
export function courierStatusBilingual(entry: CourierWordsEntry): string {
  const en = courierStatusInWords(entry, 'en');
  const id = courierStatusInWords(entry, 'id');
  return en === id ? en : `${en} / ${id}`;
}
