// The sales screens' two sections: pipelines (with their boards) and processes (with their steps).
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export function SalesTabs() {
  const { t } = useTranslation('pipelines');
  const tab = (to: string, label: string) => (
    <NavLink to={to} end className={({ isActive }) => `btn btn--sm ${isActive ? '' : 'btn--ghost'}`}>{label}</NavLink>
  );
  return (
    <nav className="row" aria-label={t('tabs.label')}>
      {tab('/sales', t('tabs.pipelines'))}
      {tab('/sales/processes', t('tabs.processes'))}
    </nav>
  );
}
