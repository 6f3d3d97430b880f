import { drawLabel, PAGE_SIZE } from './label-page.js';
import { Pen } from './label-pen.js';
import type { ShippingLabel } from './shipping-label.js';

/** Labels that cannot be printed: none at all, or a waybill, date or weight no label can carry. */
export class LabelInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LabelInputError';
  }
}

export interface RenderLabelsOptions {
  /** Deflate the page contents (the default); tests turn it off to search the text. */
  compress?: boolean;
}

/**
 * One PDF with a 100 × 150 mm page per label, in the order given: the blob 'Create Label & Move to
 * Collection' answers (order-side seed §2, §7 POST /orders/create_labels/). Barcodes are made
 * concurrently, then the pages drawn into a document of this call's own, so calls do not share
 * state; the built-in Helvetica means no font is embedded at all.
 */
export async function renderLabels(
  labels: readonly ShippingLabel[],
  options: RenderLabelsOptions = {},
): Promise<Buffer> {
  if (labels.length === 0) throw new LabelInputError('No shipping labels to render: give at least one label');
  labels.forEach(checkLabel);
  // loaded on the first PDF: most API processes never draw one, and pdfkit holds ~5 MB of heap
  const { default: PDFDocument } = await import('pdfkit');
  const pages = await Promise.all(labels.map(async (label) => ({ label, barcode: await barcodePng(label.waybill) })));

  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margin: 0,
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: { Title: 'Kilau shipping labels', Author: 'Kilau' },
  });
  const pdf = pdfBuffer(doc);
  const pen = new Pen(doc);
  for (const { label, barcode } of pages) {
    doc.addPage();
    drawLabel(pen, label, barcode);
  }
  doc.end();
  return pdf;
}

/** The download's name: the first order's id and how many labels, e.g. 'labels-1234-3.pdf'. */
export function renderLabelsFileName(orderIds: readonly number[]): string {
  const [first] = orderIds;
  if (first === undefined) throw new LabelInputError('No order ids to name the labels file after');
  return `labels-${first}-${orderIds.length}.pdf`;
}

function checkLabel(label: ShippingLabel): void {
  const problem = (what: string) => new LabelInputError(`Shipping label for order ${label.orderId}: ${what}`);
  if (!/^[\x20-\x7e]+$/.test(label.waybill) || label.waybill.trim() === '') {
    throw problem(`the waybill '${label.waybill}' cannot be printed as a Code 128 barcode`);
  }
  if (Number.isNaN(Date.parse(label.createdAt))) throw problem(`createdAt '${label.createdAt}' is not a date`);
  if (!Number.isFinite(label.weightKg) || label.weightKg < 0)
    throw problem(`weight ${label.weightKg} kg is not a weight`);
}

/**
 * The waybill's Code 128 bars with their quiet zone of 10 modules each side, as a PNG a few pixels
 * tall: the page stretches it to the bar height, and a short image keeps pdfkit's PNG decoding
 * (bwip-js always answers RGBA) cheap.
 */
async function barcodePng(waybill: string): Promise<Buffer> {
  const { toBuffer } = await import('bwip-js'); // loaded on the first label, as pdfkit is
  return toBuffer({
    bcid: 'code128',
    text: waybill,
    scaleX: 3,
    scaleY: 1,
    height: 2,
    paddingwidth: 10,
    backgroundcolor: 'FFFFFF',
  });
}

/** The document's bytes once it has ended (the caller ends it). */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
