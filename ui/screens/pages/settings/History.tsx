// settings/history: drafts and publications of the page; restoring copies an entry into the draft.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import HistoryIcon from 'lucide-react/icons/rotate-ccw-clock';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { endpoints } from '../../../../adapters/index';
import { Button } from '../../../components/Button';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/States';
import { confirm } from '../../../app/services';
import { useRelativeDate } from '../../../lib/useRelativeDate';
import { toasts } from '../../../lib/toasts';
import { useCan } from '../../../lib/useCan';
import { useSettingsPage } from '../../../components/page-settings/SettingsLayout';

export default function History() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const canSave = useCan('page.save');
  const relative = useRelativeDate();
  const key = ['page-history', page.id];
  const history = useQuery({ queryKey: key, queryFn: () => endpoints.pages.history({ params: { pageId: page.id } }) });
  const restore = useMutation({
    mutationFn: (historyId: number) => endpoints.pages.historyRestore({ params: { pageId: page.id, historyId } }),
    onSuccess: () => {
      toasts.show('success', t('history.restored'));
      void qc.invalidateQueries({ queryKey: key });
    },
  });
  const items = history.data?.items ?? [];
  return (
    <section className="card card--flush">
      <div className="row-between" style={{ padding: 'var(--space-4) var(--space-6)' }}>
        <div>
          <h2 className="card__title">{t('history.title')}</h2>
          <p className="muted">{t('history.lead')}</p>
        </div>
      </div>
      {history.isError ? (
        <ErrorState onRetry={() => void history.refetch()} />
      ) : !history.isLoading && items.length === 0 ? (
        <EmptyState icon={HistoryIcon} title={t('history.emptyTitle')} text={t('history.emptyText')} action={<Button onPress={() => navigate(`/editor/${page.id}`)}>{t('list.edit')}</Button>} />
      ) : (
        <table className="table">
          <thead><tr><th>{t('history.when')}</th><th>{t('history.kind')}</th><th><span className="visually-hidden">{t('common.actions')}</span></th></tr></thead>
          <tbody>
            {history.isLoading ? <SkeletonRows cols={3} /> : items.map((h) => (
              <tr key={h.id} data-testid="history-row">
                <td>{relative(h.created)}</td>
                <td><span className={h.kind === 'publish' ? 'badge badge--success' : 'badge'}>{t(`history.kinds.${h.kind}`)}</span></td>
                <td className="table__actions">
                  {canSave && (
                    <Button
                      variant="ghost"
                      size="sm"
                      pending={restore.isPending && restore.variables === h.id}
                      onPress={async () => {
                        if (await confirm({ title: t('history.restoreConfirm', { when: relative(h.created) }), message: t('history.restoreText'), confirmLabel: t('history.restore') })) restore.mutate(h.id);
                      }}
                    >
                      <RotateCcw size={14} aria-hidden="true" />{t('history.restore')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
