/**
 * The drawer's selection (storefront seed §4 'Selection'): each line toggles, select-all turns
 * every line on or, when all are on, all off; checkout takes the selected lines only. A line that
 * is no longer available cannot be selected.
 */
export interface SelectableLine {
  id: number;
  available: boolean;
}

/**
 * After a (re)load: lines seen before keep the shopper's choice, lines new to the drawer come in
 * selected (a line just added is what the shopper means to buy), unavailable lines drop out.
 */
export function reconcileSelection(
  selected: ReadonlySet<number>,
  seen: ReadonlySet<number>,
  lines: readonly SelectableLine[],
): Set<number> {
  return new Set(
    lines.filter((line) => line.available && (selected.has(line.id) || !seen.has(line.id))).map((line) => line.id),
  );
}

export function toggleLine(selected: ReadonlySet<number>, line: SelectableLine): Set<number> {
  const next = new Set(selected);
  if (next.has(line.id)) next.delete(line.id);
  else if (line.available) next.add(line.id);
  return next;
}

/** True when every selectable line is on (and there is at least one). */
export function allSelected(selected: ReadonlySet<number>, lines: readonly SelectableLine[]): boolean {
  const selectable = lines.filter((line) => line.available);
  return selectable.length > 0 && selectable.every((line) => selected.has(line.id));
}

export function toggleAll(selected: ReadonlySet<number>, lines: readonly SelectableLine[]): Set<number> {
  if (allSelected(selected, lines)) return new Set();
  return new Set(lines.filter((line) => line.available).map((line) => line.id));
}

/** The lines checkout receives, in cart order. */
export function selectedLines<L extends SelectableLine>(selected: ReadonlySet<number>, lines: readonly L[]): L[] {
  return lines.filter((line) => line.available && selected.has(line.id));
}

/** The optimistic look of a quantity change before the cart answers: the line's total follows. */
export function withQuantity<L extends { id: number; quantity: number; price: number; line_total: number }>(
  lines: readonly L[],
  id: number,
  quantity: number,
): L[] {
  return lines.map((line) => (line.id === id ? { ...line, quantity, line_total: line.price * quantity } : line));
}
