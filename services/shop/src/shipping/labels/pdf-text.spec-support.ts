import { inflateSync } from 'node:zlib';

/**
 * What an uncompressed pdfkit PDF prints, for specs: pdfkit writes each line as hex strings in a
 * TJ array, WinAnsi-encoded.
 */
export function pdfText(pdf: Buffer): string {
  const winAnsi: Record<string, string> = { '85': '…', d7: '×', b7: '·' };
  const decode = (hex: string) =>
    (hex.match(/../g) ?? []).map((byte) => winAnsi[byte] ?? String.fromCharCode(parseInt(byte, 16)));
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map(([, array]) => [...(array ?? '').matchAll(/<([0-9a-f]*)>/g)].flatMap(([, hex]) => decode(hex ?? '')).join(''))
    .join('\n');
}

export const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

/**
 * The same text from a PDF as the shop serves it (its streams deflated): each stream inflated
 * where it can be, then read as above.
 */
export function servedPdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: Buffer[] = [];
  for (let at = raw.indexOf('stream\n'); at !== -1; at = raw.indexOf('stream\n', at + 1)) {
    if (raw.slice(at - 3, at) === 'end') continue;
    const end = raw.indexOf('endstream', at);
    const body = pdf.subarray(at + 'stream\n'.length, end);
    try {
      streams.push(inflateSync(body));
    } catch {
      streams.push(body);
    }
  }
  return pdfText(Buffer.concat(streams));
}
