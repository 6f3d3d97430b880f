import { formatRupiah } from '@kilau/domain';

/** A price in rupiah; the list price struck through beside it when a discount applies. */
export function Price({ price, original, className }: { price: number; original?: number | null; className?: string }) {
  const discounted = original != null && original !== price;
  return (
    <span className={`price ${className ?? ''}`}>
      {discounted && (
        <s className="price__original" aria-label={`was ${formatRupiah(original)}`}>
          {formatRupiah(original)}
        </s>
      )}
      <span className="price__now">{formatRupiah(price)}</span>
    </span>
  );
}
