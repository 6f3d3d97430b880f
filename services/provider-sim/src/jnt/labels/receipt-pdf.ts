import PDFDocument from 'pdfkit';

import { wibDateTime } from '../jnt-time.js';
import type { CourierOrder } from '../orders/courier-order.js';
import { cityName } from '../tracking/places.js';

/** J&T's thermal receipt: 100 × 150 mm, in points. */
const PAGE: [number, number] = [283.46, 425.2];
const MARGIN = 14;

type Doc = InstanceType<typeof PDFDocument>;

function section(doc: Doc, title: string, lines: string[]): void {
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(8).text(title);
  doc.font('Helvetica').fontSize(9);
  lines.filter(Boolean).forEach((line) => doc.text(line));
}

function draw(doc: Doc, order: CourierOrder): void {
  const { shipper, receiver } = order.parcel;
  doc.font('Helvetica-Bold').fontSize(14).text('J&T EXPRESS', { align: 'center' });
  doc.font('Helvetica').fontSize(8).text('EZ - Reguler', { align: 'center' }).moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(24).text(order.awb, { align: 'center' });
  doc.font('Helvetica').fontSize(8).text(`Order: ${order.orderid}`, { align: 'center' });
  doc
    .moveTo(MARGIN, doc.y + 4)
    .lineTo(PAGE[0] - MARGIN, doc.y + 4)
    .stroke()
    .moveDown(0.5);
  section(doc, 'PENGIRIM', [shipper.name, shipper.phone, shipper.addr, cityName(shipper.originCode)]);
  section(doc, 'PENERIMA', [
    receiver.name,
    receiver.phone,
    receiver.addr,
    `${cityName(receiver.destinationCode)} ${receiver.zip} (${receiver.area})`,
  ]);
  const { itemName, qty, weight, cod } = order.parcel;
  section(doc, 'BARANG', [`${itemName} x ${qty}`, `Berat: ${weight} kg`, cod > 0 ? `COD: Rp ${cod}` : 'Non COD']);
  section(doc, 'TANGGAL', [wibDateTime(order.createdAt)]);
}

/** The receipt a label URL serves: a real PDF drawn with pdfkit. */
export function receiptPdf(order: CourierOrder): Promise<Buffer> {
  const doc = new PDFDocument({ size: PAGE, margin: MARGIN, info: { Title: `J&T ${order.awb}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, order);
  doc.end();
  return done;
}
