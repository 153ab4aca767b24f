// settings/access: who of the team can work with this page, from their per-project permissions (SPEC §6).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Check, Minus } from 'lucide-react';
import { endpoints } from '../../../../adapters/index';
import { MAX_PAGE_SIZE } from '../../../../api/list';
import { isAllowed, type PermissionCode } from '../../../../api/permissions';
import { ErrorState, SkeletonRows } from '../../../components/States';
import { useIsOwner } from '../../../app/useSession';
import { useSettingsPage } from './SettingsLayout';

const CODES: readonly PermissionCode[] = ['page.save', 'page.publish', 'page.settings', 'page.delete'];

export default function Access() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const isOwner = useIsOwner();
  const users = useQuery({ queryKey: ['users', 'all'], queryFn: () => endpoints.access.list({ query: { limit: MAX_PAGE_SIZE } }), enabled: isOwner });
  if (!isOwner) {
    return (
      <section className="card stack">
        <h2 className="card__title">{t('access.title')}</h2>
        <p className="muted">{t('access.ownerOnly')}</p>
      </section>
    );
  }
  return (
    <section className="card card--flush">
      <div style={{ padding: 'var(--space-4) var(--space-6)' }}>
        <h2 className="card__title">{t('access.title')}</h2>
        <p className="muted">{t('access.lead')} <Link to="/users">{t('access.manage')}</Link></p>
      </div>
      {users.isError ? (
        <ErrorState onRetry={() => void users.refetch()} />
      ) : (
        <table className="table">
          <thead><tr><th>{t('access.user')}</th>{CODES.map((c) => <th key={c}>{t(`access.codes.${c.replace('.', '_')}`)}</th>)}</tr></thead>
          <tbody>
            {users.isLoading ? <SkeletonRows cols={CODES.length + 1} rows={2} /> : (users.data?.items ?? []).map((u) => (
              <tr key={u.id}>
                <td><div style={{ fontWeight: 550 }}>{u.name}</div><div className="subtle">{u.email}{u.is_owner ? ` · ${t('access.owner')}` : ''}</div></td>
                {CODES.map((c) => {
                  const ok = page.project_id === null || isAllowed(u.permissions, page.project_id, c, u.is_owner);
                  return <td key={c} aria-label={ok ? t('access.yes') : t('access.no')}>{ok ? <Check size={16} color="var(--color-success)" /> : <Minus size={16} color="var(--color-text-subtle)" />}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
