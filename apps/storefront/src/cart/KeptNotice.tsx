import { useTranslation } from 'react-i18next';

/**
 * On return from a login asked for by an add-to-cart: what was kept, and the add offered again
 * (or dismissed). Announced politely, so a screen reader hears it after the page.
 */
export function KeptNotice(props: { text: string; onAdd(): void; onDismiss(): void }) {
  const { t } = useTranslation('cart');
  return (
    <aside className="kept-notice" role="status" aria-label={t('Kept for you')}>
      <p>{props.text}</p>
      <button type="button" className="button button--primary button--small" onClick={props.onAdd}>
        {t('Add to Cart')}
      </button>
      <button type="button" className="button button--small" onClick={props.onDismiss}>
        {t('Dismiss')}
      </button>
    </aside>
  );
}
