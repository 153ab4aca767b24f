// One selectable resource in a flyout list (a palette, a font pair, a design): pressed when the page uses it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Check from 'lucide-react/icons/check';
import { useSave } from '../../save/SaveContext';

export function Choice({ active, title, onPick, children, testId }: { active: boolean; title: string; onPick: () => void; children?: ReactNode; testId?: string }) {
  return (
    <button type="button" className="ed-choice" aria-pressed={active} onClick={onPick} data-testid={testId}>
      <span className="ed-choice__title">{title}</span>
      {children}
      {active && <Check size={16} className="ed-choice__on" aria-hidden="true" />}
    </button>
  );
}

/** Where the account's design library stands (it is stored on its own, 1 s after an edit). */
export function LibraryState() {
  const { t } = useTranslation('editor');
  const status = useSave()?.library;
  if (status === undefined) return null;
  return (
    <p className={`ed-fly__state ed-fly__state--${status}`} role="status" data-testid="library-state" data-state={status}>
      {t(`library.state.${status}`)}
    </p>
  );
}
