/** Skeleton blocks for lists that are not tables (cards, settings forms). */
export function ListSkeleton({ rows = 3, height = 40 }: { rows?: number; height?: number }) {
  return (
    <div className="stack-sm" aria-hidden="true" data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton" style={{ height, width: `${100 - (i % 3) * 12}%` }} />
      ))}
    </div>
  );
}
