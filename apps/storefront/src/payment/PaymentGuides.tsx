import { useTranslation } from 'react-i18next';

import { bankGuides, VA_BANKS } from './bank-guides';

/** The three channels' payment guides, each an accordion (native details/summary). */
export function PaymentGuides({ bank }: { bank: (typeof VA_BANKS)[number] }) {
  const { t } = useTranslation('payment');
  return (
    <section className="panel" aria-labelledby="pay-guides-title">
      <h2 id="pay-guides-title" className="panel__title">
        {t('Payment Guide')}
      </h2>
      {bankGuides(bank).map((guide) => (
        <details key={guide.channel} className="pay-guide">
          <summary>{guide.channel}</summary>
          <ol>
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
