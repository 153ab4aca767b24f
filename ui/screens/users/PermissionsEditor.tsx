// Per-project permission flags (SPEC §6 codes from api/permissions). Unchecked = false; a project
// with every flag on is sent without an entry, which the server reads as "allowed".
import { useTranslation } from 'react-i18next';
import { permissionCodes, type PermissionCode, type PermissionsMap } from '../../../api/permissions';
import { Checkbox } from '../../components/Checkbox';
import { Switch } from '../../components/Switch';
import { useProjects } from '../../lib/useProjects';

export function isCodeOn(map: PermissionsMap, projectId: number, code: PermissionCode): boolean {
  return map[String(projectId)]?.[code] !== false;
}

export function withCode(map: PermissionsMap, projectId: number, code: PermissionCode, on: boolean): PermissionsMap {
  const entry = { ...(map[String(projectId)] ?? {}) };
  if (on) delete entry[code];
  else entry[code] = false;
  const next = { ...map };
  if (Object.keys(entry).length === 0) delete next[String(projectId)];
  else next[String(projectId)] = entry;
  return next;
}

export function PermissionsEditor({ value, onChange }: { value: PermissionsMap; onChange: (next: PermissionsMap) => void }) {
  const { t } = useTranslation();
  const projects = useProjects();
  const items = projects.data?.items ?? [];
  return (
    <div className="stack">
      {items.map((p) => {
        const all = permissionCodes.every((c) => isCodeOn(value, p.id, c));
        return (
          <section key={p.id} className="card card--flush">
            <div className="row-between" style={{ padding: 'var(--space-4) var(--space-6)', borderBottom: '1px solid var(--color-border)' }}>
              <h3>{p.title}</h3>
              <Switch
                isSelected={all}
                onChange={(on) => onChange(permissionCodes.reduce((m, c) => withCode(m, p.id, c, on), value))}
              >
                {t('users.allRights')}
              </Switch>
            </div>
            <div className="perm-grid">
              {permissionCodes.map((code) => (
                <Checkbox key={code} isSelected={isCodeOn(value, p.id, code)} onChange={(on) => onChange(withCode(value, p.id, code, on))}>
                  {t(`permissions.${code}`)}
                </Checkbox>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
