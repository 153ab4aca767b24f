// /billing and its children (SPEC §2 Billing, owner only): the section's tabs above each screen.
import '../../styles/pages.css';
import './billing.css';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';

const TABS = [
  { to: '/billing', key: 'tariff', end: true },
  { to: '/billing/tariffs', key: 'tariffs' },
  { to: '/billing/bills', key: 'bills' },
  { to: '/billing/payments', key: 'methods' },
  { to: '/billing/history', key: 'history' },
  { to: '/billing/details', key: 'details' },
] as const;

export default function BillingLayout() {
  const { t } = useTranslation('billing');
  return (
    <div className="page billing">
      <div className="page-header">
        <div>
          <h1>{t('title')}</h1>
          <p>{t('lead')}</p>
        </div>
      </div>
      <nav className="tabs" aria-label={t('tabsLabel')}>
        {TABS.map((tab) => (
          <NavLink key={tab.key} to={tab.to} end={'end' in tab} className={({ isActive }) => `tabs__tab${isActive ? ' tabs__tab--active' : ''}`}>
            {t(`tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
