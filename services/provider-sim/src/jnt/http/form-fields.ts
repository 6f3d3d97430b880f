type Fields = Record<string, unknown>;

export const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

/** A form field as posted (`application/x-www-form-urlencoded`); anything but one string is absent. */
export function formField(body: unknown, name: string): string | undefined {
  const value = asFields(body)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The JSON object a signed field carries, or undefined when it is not one. */
export function jsonObject(text: string | undefined): Fields | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Fields) : undefined;
  } catch {
    return undefined;
  }
}

/** A value J&T accepts as text: strings as they are, numbers written out (integrations send both). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}
