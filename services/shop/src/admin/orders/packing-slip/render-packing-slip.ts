import { pdfBuffer, Pen } from '../../../shipping/labels/index.js';
import type { PackingSlip } from './packing-slip.js';
import { drawSlipFooter, SLIP_SIZE, SlipLayout } from './slip-layout.js';

/**
 * One order's packing slip as a PDF: A5 pages (as many as its lines need) drawn with the labels'
 * pen and built-in Helvetica, so nothing is embedded and names print as on the label. Each page
 * ends with the order number and 'Page n of N'.
 */
export async function renderPackingSlip(slip: PackingSlip, options: { compress?: boolean } = {}): Promise<Buffer> {
  // loaded on the first PDF: most API processes never draw one, and pdfkit holds ~5 MB of heap
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: SLIP_SIZE,
    margin: 0,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: `Kilau packing slip #${slip.orderId}`, Author: 'Kilau' },
  });
  const pdf = pdfBuffer(doc);
  const pen = new Pen(doc);
  const layout = new SlipLayout(pen, slip, () => doc.addPage());
  layout.draw();
  for (let page = 0; page < layout.pages; page++) {
    doc.switchToPage(page);
    drawSlipFooter(pen, slip, page + 1, layout.pages);
  }
  doc.end();
  return pdf;
}
