import { Link } from 'react-router';

/** 'Home > {listing} > {name}' above a detail page. */
export function Breadcrumb({ trail, name }: { trail: { label: string; to: string }[]; name: string }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol className="detail-breadcrumb">
        <li>
          <Link to="/">Home</Link>
        </li>
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}
