import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { COUNTDOWN_TICK_MS, countdownTo, HomeMessages, offerCampaign, twoDigits } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import type { Campaign } from '../api/types';
import { useMessage } from '../i18n/useLanguage';
import { useAsync } from '../ui/useAsync';

/**
 * Special Offer: a countdown to the end of the first campaign that runs (storefront seed §4),
 * ticking every second and showing zeros once it has ended. The campaign is chosen when the page
 * loads and kept, so an offer that ends on screen stays at zeros rather than jumping to another.
 */
export function SpecialOffer() {
  const { t } = useTranslation('home');
  const m = useMessage();
  const campaigns = useAsync(() => catalogue.campaigns(), []);
  const campaign = campaigns.status === 'done' ? offerCampaign(campaigns.data, new Date()) : undefined;
  return (
    <section className="special-offer" aria-labelledby="special-offer-title">
      <h2 id="special-offer-title" className="section-title special-offer__title">
        {t('Special Offer')}
      </h2>
      {campaign && <p className="special-offer__name">{campaign.name}</p>}
      <Countdown campaign={campaign} />
      {campaigns.status === 'done' && !campaign && <p className="special-offer__none">{m(HomeMessages.noOffer)}</p>}
    </section>
  );
}

function Countdown({ campaign }: { campaign: Campaign | undefined }) {
  const { t } = useTranslation('home');
  const [now, setNow] = useState(() => new Date());
  const left = countdownTo(campaign?.end_time, now);
  useEffect(() => {
    if (left.ended) return;
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [left.ended]);
  const units: [string, number][] = [
    ['Days', left.days],
    ['Hours', left.hours],
    ['Minutes', left.minutes],
    ['Seconds', left.seconds],
  ];
  return (
    <div role="timer" aria-label={t('Time left of the offer')}>
      <ul className="countdown">
        {units.map(([label, value]) => (
          <li key={label} className="countdown__unit">
            <span className="countdown__value">{twoDigits(value)}</span>
            <span className="countdown__label">{t(label)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
