/** Loading, error and empty lines of a page or section, announced to screen readers. */
export function Loading({ text }: { text: string }) {
  return (
    <p className="status status--loading" role="status">
      <span className="spinner" aria-hidden="true" /> {text}
    </p>
  );
}

export function ErrorLine({ text }: { text: string }) {
  return (
    <p className="status status--error" role="alert">
      {text}
    </p>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className="status status--empty">{text}</p>;
}
