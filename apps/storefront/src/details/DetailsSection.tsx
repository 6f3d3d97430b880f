import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A detail page's 'Details' heading and list of lines; `children` follow the list inside the section. */
export function DetailsSection(props: { titleId: string; lines: ReactNode[]; children?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const { titleId, lines, children } = props;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="detail__subtitle">
        {t('Details')}
      </h2>
      <ul className="detail__lines">
        {lines.map((line, at) => (
          <li key={at}>{line}</li>
        ))}
      </ul>
      {children}
    </section>
  );
}
