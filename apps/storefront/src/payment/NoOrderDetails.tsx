import { Link } from 'react-router';

/** What a payment page shows when it was opened without the order (a reload, a typed address). */
export function NoOrderDetails({ text }: { text: string }) {
  return (
    <main className="page pay-page pay-page--empty">
      <p className="status status--error" role="alert">
        {text}
      </p>
      <Link className="button button--primary" to="/">
        Return to Home
      </Link>
    </main>
  );
}
