/** The words of this feature, in one place (the storefront's translations take them from here). */
const WORDS = {
  label: 'Charms',
  listLabel: (piece: string) => `Charms on ${piece}`,
};

/**
 * A custom piece's charms named in slot order ("Charms: 1. Huruf K, 2. Bintang"), so the cart
 * drawer, the checkout summary and the tracking page say what was built, not only show it.
 */
export function CharmNames({ piece, names }: { piece: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <div className="charm-names">
      <span className="charm-names__label">{WORDS.label}:</span>{' '}
      <ol className="charm-names__list" aria-label={WORDS.listLabel(piece)}>
        {names.map((name, slot) => (
          <li key={slot}>
            {slot + 1}. {name}
          </li>
        ))}
      </ol>
    </div>
  );
}
