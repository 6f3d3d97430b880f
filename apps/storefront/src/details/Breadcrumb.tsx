import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 'Home > {listing} > {name}' above a detail page. */
export function Breadcrumb({ trail, name }: { trail: { label: string; to: string }[]; name: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <nav className="breadcrumb" aria-label={t('Breadcrumb')}>
      <ol className="detail-breadcrumb">
        <li>
          <Link to="/">{t('Home')}</Link>
        </li>
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{t(step.label)}</Link>
          </li>
        ))}
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}
