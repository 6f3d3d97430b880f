import type { ScrollRow } from './useScrollArrows';

/**
 * One arrow of a sideways row: absent while the row fits, disabled at the row's end in its
 * direction. `label` names what it does for a screen reader ('Scroll recommendations left').
 */
export function ScrollArrow({
  row,
  direction,
  label,
  className,
}: {
  row: ScrollRow;
  direction: 1 | -1;
  label: string;
  className: string;
}) {
  if (!row.overflows) return null;
  return (
    <button
      type="button"
      className={`icon-button ${className}`}
      aria-label={label}
      disabled={direction === 1 ? !row.canGoOn : !row.canGoBack}
      onClick={() => row.scroll(direction)}
    >
      <span aria-hidden="true">{direction === 1 ? '›' : '‹'}</span>
    </button>
  );
}
