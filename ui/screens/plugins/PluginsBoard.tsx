// settings/plugins: the plugins board (SPEC §2) — a 'current page' tab, the list of all plugins,
// search, cards, and the modal of pages using a plugin.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, Tabs } from 'react-aria-components/Tabs';
import Plus from 'lucide-react/icons/plus';
import Puzzle from 'lucide-react/icons/puzzle';
import { Button } from '../../components/Button';
import { EmptyState, ErrorState } from '../../components/States';
import { confirm } from '../../app/services';
import { SearchBox } from '../../components/SearchBox';
import { FilteredEmpty } from '../../components/FilteredEmpty';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useSettingsPage } from '../../components/page-settings/SettingsLayout';
import { PluginCard, type PluginAction } from './PluginCard';
import { PluginPagesModal } from './PluginPagesModal';
import { usePluginMutations, usePlugins } from './data';
import type { PluginView } from './types';

type TabKey = 'current' | 'all';

function appliesTo(p: PluginView, pageId: number): boolean {
  return p.all_pages || p.pages.includes(pageId);
}

export default function PluginsBoard() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabKey>('current');
  const [search, setSearch] = useState('');
  const [pagesOf, setPagesOf] = useState<PluginView | null>(null);
  const plugins = usePlugins();
  const m = usePluginMutations();
  const base = `/pages/${page.id}/settings/plugins`;
  const all = [...(plugins.data?.items ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
  const inTab = tab === 'current' ? all.filter((p) => appliesTo(p, page.id)) : all;
  const q = search.trim().toLowerCase();
  const shown = q ? inTab.filter((p) => `${p.name} ${p.counter} ${t(`plugins.kinds.${p.kind}`)}`.toLowerCase().includes(q)) : inTab;

  const onAction = async (p: PluginView, action: PluginAction) => {
    const i = all.indexOf(p);
    switch (action) {
      case 'edit': return navigate(`${base}/${p.id}`);
      case 'clone': return m.clone.mutate(p.id);
      case 'attach': return m.update.mutate({ id: p.id, body: { pages: [...p.pages, page.id] } });
      case 'detach': return m.update.mutate({ id: p.id, body: { pages: p.pages.filter((id) => id !== page.id) } });
      case 'up':
      case 'down': {
        const order = all.map((x) => x.id);
        const j = action === 'up' ? i - 1 : i + 1;
        [order[i], order[j]] = [order[j], order[i]];
        return m.positions.mutate(order.map((id, position) => ({ id, position: position + 1 })));
      }
      case 'remove':
        if (await confirm({ title: t('plugins.removeConfirm', { name: p.name }), message: t('plugins.removeText'), variant: 'danger', confirmLabel: t('common.delete') })) m.remove.mutate(p.id);
    }
  };

  const add = <Button onPress={() => navigate(`${base}/add`)}><Plus size={16} aria-hidden="true" />{t('plugins.add')}</Button>;
  let body;
  if (plugins.isError) body = <ErrorState onRetry={() => void plugins.refetch()} />;
  else if (plugins.isLoading) body = <ListSkeleton rows={3} height={120} />;
  else if (shown.length === 0 && q) body = <FilteredEmpty title={t('plugins.notFound')} onClear={() => setSearch('')} />;
  else if (shown.length === 0) {
    body = tab === 'current'
      ? <EmptyState icon={Puzzle} title={t('plugins.emptyPageTitle')} text={t('plugins.emptyPageText')} action={add} />
      : <EmptyState icon={Puzzle} title={t('plugins.emptyTitle')} text={t('plugins.emptyText')} action={add} />;
  } else {
    body = (
      <div className="plugin-grid">
        {shown.map((p) => (
          <PluginCard
            key={p.id}
            plugin={p}
            onThisPage={appliesTo(p, page.id)}
            first={all.indexOf(p) === 0}
            last={all.indexOf(p) === all.length - 1}
            onToggle={(enabled) => m.update.mutate({ id: p.id, body: { enabled } })}
            onShowPages={() => setPagesOf(p)}
            onAction={(a) => void onAction(p, a)}
          />
        ))}
      </div>
    );
  }

  return (
    <section className="card stack">
      <div className="row-between">
        <div>
          <h2 className="card__title">{t('plugins.title')}</h2>
          <p className="muted">{t('plugins.lead')}</p>
        </div>
        {add}
      </div>
      <Tabs selectedKey={tab} onSelectionChange={(k) => setTab(k as TabKey)}>
        <TabList className="tabs-list" aria-label={t('plugins.title')}>
          <Tab id="current" className="tab">{t('plugins.tabCurrent')}</Tab>
          <Tab id="all" className="tab">{t('plugins.tabAll')}</Tab>
        </TabList>
      </Tabs>
      <div className="toolbar"><SearchBox value={search} onChange={setSearch} label={t('plugins.search')} /></div>
      {body}
      <p className="subtle">{t('plugins.republish')}</p>
      {pagesOf && <PluginPagesModal plugin={pagesOf} onClose={() => setPagesOf(null)} />}
    </section>
  );
}
