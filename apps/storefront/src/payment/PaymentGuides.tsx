import { bankGuides, VA_BANKS } from './bank-guides';

/** The three channels' payment guides, each an accordion (native details/summary). */
export function PaymentGuides({ bank }: { bank: (typeof VA_BANKS)[number] }) {
  return (
    <section className="panel" aria-labelledby="pay-guides-title">
      <h2 id="pay-guides-title" className="panel__title">
        Payment Guide
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
