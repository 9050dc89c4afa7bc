/** A rating drawn as five stars with the number beside it; the stars carry no meaning on their own. */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const value = rating.toFixed(1);
  return (
    <p className="flex items-center gap-2">
      <span className="sr-only">{`Rated ${value} out of ${max}`}</span>
      <span aria-hidden="true" className="text-lg font-extrabold text-ink">
        {value}
      </span>
      <span aria-hidden="true" className="flex gap-0.5">
        {Array.from({ length: max }, (_, i) => (
          <svg key={i} viewBox="0 0 20 20" width="18" height="18" focusable="false" data-star="">
            <path
              d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
              fill={i < Math.round(rating) ? "#F97316" : "#E2E8F0"}
              stroke={i < Math.round(rating) ? "#EA580C" : "#CBD5E1"}
              strokeWidth="0.8"
              strokeLinejoin="round"
            />
          </svg>
        ))}
      </span>
    </p>
  );
}
