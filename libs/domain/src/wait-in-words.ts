/**
 * How long a shopper must wait, in words a person reads at a glance: '45 seconds', '15 minutes',
 * '2 hours'. Rounded up, so the wait named is never shorter than the real one.
 */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  if (whole < 3600) return plural(Math.ceil(whole / 60), 'minute');
  if (whole < 86_400) return plural(Math.ceil(whole / 3600), 'hour');
  return plural(Math.ceil(whole / 86_400), 'day');
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
