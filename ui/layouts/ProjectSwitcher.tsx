import { Button as AriaButton, ListBox, ListBoxItem, Popover, Select, SelectValue, Label } from 'react-aria-components';
import { ChevronsUpDown, FolderKanban } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentProject, useProjects, useSetCurrentProject } from '../lib/useProjects';
import { useRouteHandle } from '../app/useRouteName';
import { ROUTES_KEPT_ON_PROJECT_SWITCH } from '../app/routeMeta';

export function ProjectSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeName = useRouteHandle()?.name ?? '';
  const { data, isLoading } = useProjects();
  const current = useCurrentProject();
  const setCurrentProjectId = useSetCurrentProject();
  const items = data?.items ?? [];
  return (
    <Select
      aria-label={t('projects.switcher')}
      selectedKey={current?.id ?? null}
      placeholder={isLoading ? t('common.loading') : t('projects.none')}
      onSelectionChange={(key) => {
        if (key === null || Number(key) === current?.id) return;
        setCurrentProjectId(Number(key));
        // SPEC §2: a project switch sends the user to the root unless the screen is project-aware.
        if (!ROUTES_KEPT_ON_PROJECT_SWITCH.includes(routeName)) navigate('/');
      }}
      data-testid="project-switcher"
    >
      <Label className="visually-hidden">{t('projects.switcher')}</Label>
      <AriaButton className="select__button" style={{ height: 36, minWidth: 200, maxWidth: 280 }}>
        <FolderKanban size={16} aria-hidden="true" />
        <SelectValue style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', marginLeft: 8 }} />
        <ChevronsUpDown size={14} aria-hidden="true" />
      </AriaButton>
      <Popover className="popover">
        <ListBox className="listbox" items={items}>
          {(p) => (
            <ListBoxItem id={p.id} className="listbox__item" textValue={p.title}>
              {p.title}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
