import { useTranslation } from 'react-i18next';

import { HOME_MARQUEE, MARQUEE_SECONDS } from '@kilau/domain';

/**
 * The scrolling banner at the top of the home page: its lines loop every 25 s. The lines are
 * written twice so the loop joins without a gap; the copy is hidden from screen readers, and
 * the motion stops for shoppers who ask for reduced motion.
 */
export function Marquee() {
  const { t } = useTranslation('home');
  const lines = (copy: boolean) =>
    HOME_MARQUEE.map((line) => (
      <li key={`${copy}-${line}`} className="marquee__item" aria-hidden={copy || undefined}>
        {t(line)}
      </li>
    ));
  return (
    <div className="marquee" aria-label={t('Kilau promises')}>
      <ul className="marquee__track" style={{ animationDuration: `${MARQUEE_SECONDS}s` }}>
        {lines(false)}
        {lines(true)}
      </ul>
    </div>
  );
}
