// Routes of the pages, domains, plugins, trash and transfers screens (SPEC §2), mounted under the
// main shell by ui/app/router.tsx. Every screen is a lazy chunk.
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../routeMeta';
import { loadNamespaces } from '../../i18n/index';

type Lazy = () => Promise<{ Component: React.ComponentType }>;
const def = (load: () => Promise<{ default: React.ComponentType }>): Lazy => async () => ({ Component: (await load()).default });
/** Sections drawn by the integrations and contacts areas, with their catalogues. */
const withTexts = (load: () => Promise<{ default: React.ComponentType }>): Lazy => async () => {
  const [{ default: Component }] = await Promise.all([load(), loadNamespaces(['integrations', 'contacts'])]);
  return { Component };
};
const route = (path: string, handle: RouteHandle, lazy: Lazy, children?: RouteObject[]): RouteObject => ({ path, handle, lazy, children });

const settings = (name: string): RouteHandle => ({ name, access: 'page.settings' });

export const pagesRoutes: RouteObject[] = [
  route('pages', { name: 'Pages', access: 'page.list' }, def(() => import('../../screens/pages/PagesList'))),
  route('pages/folders/:folderId?', { name: 'Pages', access: 'page.list' }, def(() => import('../../screens/pages/PagesList'))),
  route('pages/new', { name: 'NewPage', access: 'page.create' }, def(() => import('../../screens/pages/NewPage'))),
  { path: 'pages/:pageId', element: <Navigate to="settings/other" replace /> },
  route('pages/:pageId/settings', settings('PageSettings'), def(() => import('../../components/page-settings/SettingsLayout')), [
    { index: true, element: <Navigate to="other" replace /> },
    route('other', settings('PageSettingsOther'), def(() => import('../../screens/pages/settings/OtherSettings'))),
    route('domain', settings('PageSettingsDomain'), def(() => import('../../screens/pages/settings/DomainSettings'))),
    route('createDomain', { name: 'PageSettingsCreateDomain', access: 'domain.add' }, def(() => import('../../screens/pages/settings/CreateDomain'))),
    route('notifications', settings('PageSettingsNotifications'), withTexts(() => import('../../screens/contacts/PageNotifications'))),
    route('searchOptimization', settings('PageSettingsSeo'), def(() => import('../../screens/pages/settings/SearchOptimization'))),
    route('meta', settings('PageSettingsMeta'), def(() => import('../../screens/pages/settings/Meta'))),
    route('forwarder', settings('PageSettingsForwarder'), def(() => import('../../screens/pages/settings/Forwarder'))),
    route('history', settings('PageSettingsHistory'), def(() => import('../../screens/pages/settings/History'))),
    route('access', settings('PageSettingsAccess'), def(() => import('../../screens/pages/settings/Access'))),
    route('plugins', settings('PageSettingsPlugins'), def(() => import('../../screens/plugins/PluginsBoard'))),
    route('plugins/add', settings('PageSettingsPluginsAdd'), def(() => import('../../screens/plugins/PluginCatalogue'))),
    route('plugins/:pluginId', settings('PageSettingsPlugin'), def(() => import('../../screens/plugins/PluginForm'))),
    route('plugins/:pluginKind/create', settings('PageSettingsPluginCreate'), def(() => import('../../screens/plugins/PluginForm'))),
    route('integrations', { name: 'PageSettingsIntegrations', access: 'integration.list' }, withTexts(() => import('../../screens/integrations/PageIntegrations'))),
    route('contacts', settings('PageSettingsContacts'), withTexts(() => import('../../screens/contacts/PageContacts'))),
    route('contacts/code', settings('PageSettingsContactsCode'), withTexts(() => import('../../screens/contacts/ContactsCode'))),
    route('contacts/:contactId', { name: 'PageSettingsContact', access: 'owner' }, withTexts(() => import('../../screens/contacts/PageContact'))),
  ]),
  route('domains', { name: 'Domains', access: 'domain.list' }, def(() => import('../../screens/domains/DomainsList'))),
  route('domains/create', { name: 'DomainsCreate', access: 'domain.add' }, def(() => import('../../screens/domains/DomainCreate'))),
  route('domains/register', { name: 'DomainsRegister', access: 'domain.add' }, def(() => import('../../screens/domains/DomainRegister'))),
  route('domains/:domainId', { name: 'Domain', access: 'domain.list' }, def(() => import('../../screens/domains/DomainSettings'))),
  route('domains/:domainId/records', { name: 'DomainRecords', access: 'domain.list' }, def(() => import('../../screens/domains/Records'))),
  route('domains/:domainId/records/create', { name: 'DomainRecordCreate', access: 'domain.edit' }, def(() => import('../../screens/domains/RecordForm'))),
  route('domains/:domainId/records/:recordId', { name: 'DomainRecord', access: 'domain.edit' }, def(() => import('../../screens/domains/RecordForm'))),
  route('integrations', { name: 'Integrations', access: 'integration.list' }, withTexts(() => import('../../screens/integrations/Integrations'))),
  route('integrations/create', { name: 'IntegrationsCreate', access: 'integration.edit' }, withTexts(() => import('../../screens/integrations/IntegrationCatalogue'))),
  route('integrations/:id/edit', { name: 'IntegrationsEdit', access: 'integration.list' }, withTexts(() => import('../../screens/integrations/IntegrationForm'))),
  route('contacts', { name: 'Contacts', access: 'owner' }, withTexts(() => import('../../screens/contacts/Contacts'))),
  route('trash', { name: 'Trash', access: 'owner' }, def(() => import('../../screens/trash/Trash'))),
  route('transfers', { name: 'Transfers', access: 'owner' }, def(() => import('../../screens/transfers/Transfers'))),
  route('transfers/form', { name: 'TransfersForm', access: 'owner' }, def(() => import('../../screens/transfers/TransferForm'))),
];
