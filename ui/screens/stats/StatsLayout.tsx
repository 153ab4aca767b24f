// SPEC §2 Statistics: overview, visits, sources — one header with the three tabs and the toolbar
// they share (period, page, export); each tab is a child route reading the same scope.
import './stats.css';
import { NavLink, Outlet, useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import Download from 'lucide-react/icons/download';
import { exportFileName } from '../../../api/today';
import { STATS_EXPORT_FORMATS, type StatsExportFormat } from '../../../api/routes/stats';
import { useCurrentUser } from '../../app/useSession';
import { PageHeader } from '../../components/States';
import { PagePicker } from '../../components/PagePicker';
import { toasts } from '../../lib/toasts';
import { saveFile } from '../../lib/saveFile';
import { PeriodPicker } from './PeriodPicker';
import { scopeReady, useExport, useStatsScope, type StatsScopeState } from './data';

export interface StatsOutlet { scope: StatsScopeState; zone: string }
export const useStatsOutlet = () => useOutletContext<StatsOutlet>();

export default function StatsLayout() {
  const { t } = useTranslation('stats');
  const user = useCurrentUser();
  const zone = user?.user.timezone || 'Europe/Moscow';
  const [scope, setScope] = useStatsScope();
  const exporter = useExport();
  const exportAs = (format: StatsExportFormat) => exporter.mutate({ format, scope }, {
    onSuccess: (blob) => saveFile(blob, exportFileName('stats', format, new Date(), zone)),
    onError: () => toasts.show('danger', t('export.failed')),
  });
  const tabs = [['', 'overview'], ['visits', 'visits'], ['sources', 'sources']] as const;
  return (
    <div className="page stats-page">
      <PageHeader
        title={t('title')}
        text={t('lead')}
        action={(
          <MenuTrigger>
            <AriaButton className="btn btn--primary" isDisabled={exporter.isPending || !scopeReady(scope)} data-testid="stats-export"><Download size={16} aria-hidden="true" />{t('export.button')}</AriaButton>
            <Popover className="popover" placement="bottom end">
              <Menu className="menu" aria-label={t('export.button')} onAction={(key) => exportAs(String(key) as StatsExportFormat)}>
                {STATS_EXPORT_FORMATS.map((f) => <MenuItem key={f} id={f} className="menu__item">{t(`export.${f}`)}</MenuItem>)}
              </Menu>
            </Popover>
          </MenuTrigger>
        )}
      />
      <nav className="stats-tabs" aria-label={t('tabs.label')}>
        {tabs.map(([path, key]) => (
          <NavLink key={key} to={path === '' ? '/statistic' : `/statistic/${path}`} end className={({ isActive }) => `stats-tabs__tab${isActive ? ' is-active' : ''}`} data-testid={`stats-tab-${key}`}>
            {t(`tabs.${key}`)}
          </NavLink>
        ))}
      </nav>
      <div className="stats-toolbar">
        <PeriodPicker value={scope} onChange={setScope} />
        <div className="stats-filter stats-filter--page">
          <PagePicker label={t('page.label')} allLabel={t('page.all')} value={scope.page_id ?? null} testId="stats-page"
            onChange={(id) => setScope({ ...scope, page_id: id ?? undefined })} />
        </div>
      </div>
      {!scopeReady(scope) && <p className="stats-hint" role="status">{t('period.pickDates')}</p>}
      <Outlet context={{ scope, zone } satisfies StatsOutlet} />
    </div>
  );
}
