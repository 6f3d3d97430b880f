import { starCount } from '@kilau/domain';

/** Five stars, the rating rounded to whole stars (storefront seed §9), read out as words. */
export function Stars({ rating }: { rating: number }) {
  const filled = starCount(rating);
  return (
    <span className="stars" role="img" aria-label={`${filled} out of 5 stars`}>
      <span className="stars__on" aria-hidden="true">
        {'★'.repeat(filled)}
      </span>
      <span className="stars__off" aria-hidden="true">
        {'★'.repeat(5 - filled)}
      </span>
    </span>
  );
}
