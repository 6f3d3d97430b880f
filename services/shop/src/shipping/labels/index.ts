export { LabelInputError, renderLabels, renderLabelsFileName, type RenderLabelsOptions } from './render-labels.js';
export type { ShippingLabel } from './shipping-label.js';
