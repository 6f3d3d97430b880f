import type { ValueTransformer } from 'typeorm';

/**
 * pg hands numeric columns over as strings to keep their precision. Percents and ratings are
 * small (numeric(5,2), numeric(2,1)), so a JS number holds them exactly enough; money never uses
 * this: it is whole rupiah in integer columns.
 */
export const numericAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
