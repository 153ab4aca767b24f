// The save button: shows the save state (SPEC §4: save, saving, saved, not saved) of everything the
// person edited — the page's draft and the design library together, the less finished of the two —
// and saves now on press. A conflict gets its own clear message with a way to reload.
import { useTranslation } from 'react-i18next';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Check from 'lucide-react/icons/check';
import CloudOff from 'lucide-react/icons/cloud-off';
import Loader2 from 'lucide-react/icons/loader-circle';
import Save from 'lucide-react/icons/save';
import type { Autosave, AutosaveStatus } from '../save/useAutosave';

const RANK: readonly AutosaveStatus[] = ['saved', 'dirty', 'saving', 'error', 'conflict'];

/** The state to show: the draft's, unless the library is further from stored. */
export const shownStatus = (autosave: Pick<Autosave, 'status' | 'library'>): AutosaveStatus =>
  RANK.indexOf(autosave.library) > RANK.indexOf(autosave.status) ? autosave.library : autosave.status;

export function SaveState({ autosave }: { autosave: Autosave }) {
  const { t } = useTranslation('editor');
  const s = shownStatus(autosave);
  const label = s === 'saved' ? t('save.saved') : s === 'saving' ? t('save.saving') : s === 'dirty' ? t('save.save') : t('save.notSaved');
  const Icon = s === 'saved' ? Check : s === 'saving' ? Loader2 : s === 'dirty' ? Save : s === 'conflict' ? AlertTriangle : CloudOff;
  return (
    <button
      type="button"
      className={`ed-save ed-save--${s}`}
      data-testid="save-state"
      data-state={s}
      aria-live="polite"
      disabled={s === 'saved' || s === 'saving' || s === 'conflict'}
      onClick={() => void (s === 'error' ? autosave.retry() : autosave.flush())}
    >
      <Icon size={16} className={s === 'saving' ? 'ed-spin' : undefined} aria-hidden="true" />
      <span>{label}</span>
    </button>
  );
}
