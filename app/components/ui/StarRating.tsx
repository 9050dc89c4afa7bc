const STARS = 5;

/**
 * A rating drawn as five stars with the number beside it; the stars carry no meaning on
 * their own. One element paints all five (a star-shaped mask over a two-colour fill),
 * where five inline SVGs per review cost layout, paint and hydration on every page
 * that shows reviews.
 */
export function StarRating({ rating }: { rating: number }) {
  const value = rating.toFixed(1);
  const filled = Math.min(STARS, Math.max(0, Math.round(rating)));
  return (
    <p className="flex items-center gap-2">
      <span className="sr-only">{`Rated ${value} out of ${STARS}`}</span>
      <span aria-hidden="true" className="text-lg font-extrabold text-ink">
        {value}
      </span>
      <span aria-hidden="true" className="star-row" data-filled={filled} />
    </p>
  );
}
