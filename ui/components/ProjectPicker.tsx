// Picks one project out of all the account's projects (the header's switcher, and any other place
// that narrows to a project): a SearchPicker over GET /projects (search, limit; the `id` filter for
// the chosen project), so an account with hundreds of projects finds any of them by typing.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../adapters/index';
import type { PageSize } from '../../api/list';
import { projectsKey } from '../lib/useProjects';
import { batchOf, SearchPicker, useFirstBatch, type PickBatch, type PickOption } from './SearchPicker';

/** Under the projects' key: creating, renaming or deleting a project refreshes the picker too. */
export const projectPickerKey = [...projectsKey, 'picker'] as const;
/** GET /projects answers in the list contract's page sizes only (api/list.ts). */
const PROJECT_BATCH: PageSize = 25;

export interface ProjectPickerProps {
  label: string;
  /** The chosen project; null = none (or "all projects" when `allLabel` is given). */
  value: number | null;
  onChange: (projectId: number | null) => void;
  allLabel?: string;
  helper?: string;
  error?: string | null;
  testId?: string;
  labelHidden?: boolean;
  className?: string;
  icon?: ReactNode;
}

const option = (p: { id: number; title: string }): PickOption => ({ id: p.id, label: p.title });

async function findProjects(search: string): Promise<PickBatch> {
  const r = await endpoints.projects.list({ query: { ...(search ? { search } : {}), limit: PROJECT_BATCH } });
  return batchOf(r, option);
}

/** How many projects the account has (undefined while asking): a project choice shows only above one. */
export function useProjectsTotal(): number | undefined {
  return useFirstBatch(projectPickerKey, findProjects, PROJECT_BATCH).data?.total;
}

export function ProjectPicker({ testId = 'project-picker', ...props }: ProjectPickerProps) {
  const { t } = useTranslation();
  return (
    <SearchPicker
      {...props}
      testId={testId}
      placeholder={t('projectPicker.placeholder')}
      noneText={t('projectPicker.none')}
      queryKey={projectPickerKey}
      batch={PROJECT_BATCH}
      find={findProjects}
      get={async (id) => {
        const r = await endpoints.projects.list({ query: { id } });
        return r.items[0] ? option(r.items[0]) : null;
      }}
    />
  );
}
