import { useMessage } from '../i18n/useLanguage';

/** Loading, error and empty lines of a page or section, announced to screen readers; seed messages in the shopper's language. */
export function Loading({ text }: { text: string }) {
  const m = useMessage();
  return (
    <p className="status status--loading" role="status">
      <span className="spinner" aria-hidden="true" /> {m(text)}
    </p>
  );
}

export function ErrorLine({ text }: { text: string }) {
  const m = useMessage();
  return (
    <p className="status status--error" role="alert">
      {m(text)}
    </p>
  );
}

export function Empty({ text }: { text: string }) {
  const m = useMessage();
  return <p className="status status--empty">{m(text)}</p>;
}
