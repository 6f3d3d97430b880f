import { useTranslation } from 'react-i18next';

/**
 * A custom piece's charms named in slot order ("Charms: 1. Huruf K, 2. Bintang"), so the cart
 * drawer, the checkout summary and the tracking page say what was built, not only show it.
 */
export function CharmNames({ piece, names }: { piece: string; names: readonly string[] }) {
  const { t } = useTranslation('common');
  if (names.length === 0) return null;
  return (
    <div className="charm-names">
      <span className="charm-names__label">{t('Charms')}:</span>{' '}
      <ol className="charm-names__list" aria-label={t('Charms on {{piece}}', { piece })}>
        {names.map((name, slot) => (
          <li key={slot}>
            {slot + 1}. {name}
          </li>
        ))}
      </ol>
    </div>
  );
}
