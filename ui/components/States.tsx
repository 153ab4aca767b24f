import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export function EmptyState({ icon: Icon, title, text, action }: { icon: LucideIcon; title: string; text: string; action?: ReactNode }) {
  return (
    <div className="empty">
      <div className="empty__icon" aria-hidden="true">
        <Icon size={26} />
      </div>
      <h2>{title}</h2>
      <p>{text}</p>
      {action}
    </div>
  );
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="empty" role="alert">
      <div className="empty__icon" aria-hidden="true" style={{ background: 'var(--color-danger-soft)', color: 'var(--color-danger)' }}>
        <AlertCircle size={26} />
      </div>
      <h2>{t('common.loadFailed')}</h2>
      <p>{t('common.loadFailedText')}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * The card of a list screen with the extra states of UI.md: the error with a retry, the empty state,
 * or the list itself (which shows its own skeleton rows while loading).
 */
export function ListCard({ query, isEmpty, empty, children }: {
  query: { isError: boolean; isLoading: boolean; refetch: () => unknown };
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card card--flush">
      {query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : !query.isLoading && isEmpty ? empty : children}
    </section>
  );
}

/** Skeleton rows for tables while a list loads. */
export function SkeletonRows({ rows = 4, cols }: { rows?: number; cols: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden="true">
          {Array.from({ length: cols }, (_, c) => (
            <td key={c}>
              <div className="skeleton" style={{ width: `${50 + ((r + c) % 3) * 15}%` }} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function PageHeader({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        {text && <p>{text}</p>}
      </div>
      {action}
    </div>
  );
}
