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
