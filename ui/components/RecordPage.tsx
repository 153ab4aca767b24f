// What the page of one record (a person, an order, a product, a webinar, a signup) shows before the
// record is there: the way back, then «not found» for an id that is not one or that the server does not
// know, the error with a retry, or the skeleton while it loads.
import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { ApiError } from '../../adapters/index';
import { ListSkeleton } from './ListSkeleton';
import { ErrorState } from './States';

/** The link back to the list, above the record. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return <p><Link to={to} className="row"><ArrowLeft size={16} aria-hidden="true" />{label}</Link></p>;
}

export interface RecordQuery { isError: boolean; error: unknown; refetch: () => unknown }

/** 404 and 422 (an id the route refuses) both mean: there is no such record here. */
function isMissing(id: number, query: RecordQuery): boolean {
  return !(id > 0) || (query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422));
}

export function RecordFallback({ id, query, back, notFound, rows = 4 }: {
  /** The id from the URL. */
  id: number;
  query: RecordQuery;
  back: { to: string; label: string };
  notFound: string;
  rows?: number;
}) {
  const loading = !query.isError && id > 0;
  return (
    <div className="page" aria-busy={loading || undefined}>
      <BackLink {...back} />
      {isMissing(id, query) ? <p role="alert">{notFound}</p>
        : query.isError ? <ErrorState onRetry={() => void query.refetch()} />
          : <ListSkeleton rows={rows} height={56} />}
    </div>
  );
}
