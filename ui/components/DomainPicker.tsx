// Picks one domain of a project (a page's domain, and any other place that narrows to a domain): a
// SearchPicker over GET /domains (project_id, search by name, limit; GET /domains/:id for the chosen
// one), so a project with hundreds of domains finds any of them by typing.
import { useTranslation } from 'react-i18next';
import { ApiError, endpoints } from '../../adapters/index';
import type { PageSize } from '../../api/list';
import { batchOf, SearchPicker, useFirstBatch, type PickBatch, type PickOption } from './SearchPicker';

/** Under the domains' key: connecting, editing or deleting a domain refreshes the picker too. */
export const domainPickerKey = (projectId: number | null) => ['domains', 'picker', projectId] as const;
/** GET /domains answers in the list contract's page sizes only (api/list.ts). */
const DOMAIN_BATCH: PageSize = 25;

const option = (d: { id: number; name: string }): PickOption => ({ id: d.id, label: d.name });

/** The project's domains (every domain of the account for `null`, as GET /domains reads it). */
const findDomains = (projectId: number | null) => async (search: string): Promise<PickBatch> => {
  const r = await endpoints.domains.list({ query: { project_id: projectId ?? undefined, ...(search ? { search } : {}), limit: DOMAIN_BATCH } });
  return batchOf(r, option);
};

/** The project's first domains as the picker asks for them; `total` says whether there is a choice. */
export function useDomainsFirstBatch(projectId: number | null, enabled = true) {
  return useFirstBatch(domainPickerKey(projectId), findDomains(projectId), DOMAIN_BATCH, enabled);
}

export interface DomainPickerProps {
  label: string;
  /** Whose domains are offered. */
  projectId: number | null;
  /** The chosen domain; null = none (the `allLabel` option, e.g. «Без домена»). */
  value: number | null;
  onChange: (domainId: number | null) => void;
  allLabel?: string;
  helper?: string;
  error?: string | null;
  testId?: string;
}

export function DomainPicker({ projectId, testId = 'domain-picker', ...props }: DomainPickerProps) {
  const { t } = useTranslation();
  return (
    <SearchPicker
      {...props}
      testId={testId}
      placeholder={t('domainPicker.placeholder')}
      noneText={t('domainPicker.none')}
      queryKey={domainPickerKey(projectId)}
      batch={DOMAIN_BATCH}
      find={findDomains(projectId)}
      get={async (id) => {
        try {
          return option(await endpoints.domains.get({ params: { domainId: id }, suppressErrors: true }));
        } catch (err) {
          // A domain deleted meanwhile: nothing to show for it.
          if (err instanceof ApiError && err.status === 404) return null;
          throw err;
        }
      }}
    />
  );
}
