import { fit, type Measure } from './label-text.js';

/** pdfkit's built-in faces: nothing to embed, and WinAnsi covers Indonesian names (see printable). */
export type Face = 'Helvetica' | 'Helvetica-Bold';

export interface TextStyle {
  size: number;
  face?: Face;
  align?: 'left' | 'center' | 'right';
  color?: string;
  characterSpacing?: number;
}

/** Helvetica's ascender over its em: how far a line's capitals reach below the y it is drawn at. */
export const CAP_HEIGHT = 0.718;

/**
 * Draws single lines of text on a pdfkit page, each cut to its box, never wrapped by pdfkit: pdfkit's
 * own wrapping adds a page when text reaches the bottom, and a label must stay one page.
 */
export class Pen {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  measure(style: TextStyle): Measure {
    return (text) => this.use(style).widthOfString(text, { characterSpacing: style.characterSpacing ?? 0 });
  }

  /** `text` cut with an ellipsis to `width`, aligned in the box from `x`, its top at `y`. */
  line(text: string, x: number, y: number, width: number, style: TextStyle): void {
    const measure = this.measure(style);
    const shown = fit(text, width, measure);
    const slack = width - measure(shown);
    const left = style.align === 'right' ? x + slack : style.align === 'center' ? x + slack / 2 : x;
    this.use(style)
      .fillColor(style.color ?? 'black')
      .text(shown, left, y, { lineBreak: false, characterSpacing: style.characterSpacing ?? 0 });
  }

  /** A straight line from (x1, y1) to (x2, y2). */
  stroke(x1: number, y1: number, x2: number, y2: number, weight = 0.8): void {
    this.doc.save().lineWidth(weight).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  box(x: number, y: number, width: number, height: number, fill?: string): void {
    this.doc.save().lineWidth(0.8).rect(x, y, width, height);
    if (fill) this.doc.fill(fill);
    else this.doc.stroke();
    this.doc.restore();
  }

  image(png: Buffer, x: number, y: number, width: number, height: number): void {
    this.doc.image(png, x, y, { width, height });
  }

  private use(style: TextStyle): PDFKit.PDFDocument {
    return this.doc.font(style.face ?? 'Helvetica').fontSize(style.size);
  }
}
