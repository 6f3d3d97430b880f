export { type Face, Pen, type TextStyle } from './label-pen.js';
export { fit, wrap } from './label-text.js';
export {
  LabelInputError,
  pdfBuffer,
  renderLabels,
  renderLabelsFileName,
  type RenderLabelsOptions,
} from './render-labels.js';
export type { ShippingLabel } from './shipping-label.js';
