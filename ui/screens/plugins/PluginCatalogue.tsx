// settings/plugins/add: choose what to connect; each kind opens its connect form.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { pluginKinds } from '../../../api/routes/plugins';
import { Button } from '../../components/Button';
import { useSettingsPage } from '../../components/page-settings/SettingsLayout';
import { KIND_LAYOUT } from './kinds';

export default function PluginCatalogue() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const navigate = useNavigate();
  const base = `/pages/${page.id}/settings/plugins`;
  return (
    <section className="card stack">
      <Link to={base} className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('plugins.title')}</Link>
      <h2 className="card__title">{t('plugins.add')}</h2>
      <div className="plugin-grid">
        {pluginKinds.map((kind) => {
          const Icon = KIND_LAYOUT[kind].icon;
          return (
            <article key={kind} className="plugin-card" data-testid="plugin-kind">
              <div className="plugin-card__icon" aria-hidden="true"><Icon size={18} /></div>
              <h3>{t(`plugins.kinds.${kind}`)}</h3>
              <p className="muted">{t(`plugins.about.${kind}`)}</p>
              <div style={{ marginTop: 'auto' }}>
                <Button variant="secondary" size="sm" onPress={() => navigate(`${base}/${kind}/create`)} aria-label={t('plugins.connectKind', { kind: t(`plugins.kinds.${kind}`) })}>
                  {t('plugins.connect')}
                </Button>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
