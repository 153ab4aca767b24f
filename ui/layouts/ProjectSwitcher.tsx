// The header's current project: a ProjectPicker, so any of the account's projects (hundreds, too) is
// found by typing. The current one is useCurrentProject's (the remembered one, else the first).
import FolderKanban from 'lucide-react/icons/folder-kanban';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentProject, useSetCurrentProject } from '../lib/useProjects';
import { useRouteHandle } from '../app/useRouteName';
import { ROUTES_KEPT_ON_PROJECT_SWITCH } from '../app/routeMeta';
import { ProjectPicker } from '../components/ProjectPicker';

export function ProjectSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeName = useRouteHandle()?.name ?? '';
  const current = useCurrentProject();
  const setCurrentProjectId = useSetCurrentProject();
  return (
    <div className="topbar__project" data-testid="project-switcher">
      <ProjectPicker
        label={t('projects.switcher')}
        labelHidden
        className="project-switcher"
        icon={<FolderKanban size={16} />}
        testId="project-switcher-input"
        value={current?.id ?? null}
        onChange={(id) => {
          if (id === null || id === current?.id) return;
          setCurrentProjectId(id);
          // SPEC §2: a project switch sends the user to the root unless the screen is project-aware.
          if (!ROUTES_KEPT_ON_PROJECT_SWITCH.includes(routeName)) navigate('/');
        }}
      />
    </div>
  );
}
