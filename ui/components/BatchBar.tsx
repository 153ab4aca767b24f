import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import X from 'lucide-react/icons/x';
import { Button } from './Button';

/** Shown while rows are selected (UI.md): how many, the batch actions (children), and a way out. */
export function BatchBar({ count, label, onClear, children }: { count: number; label?: string; onClear: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  const text = label ?? t('table.selected', { count });
  return (
    <div className="batch-bar" role="region" aria-label={text} data-testid="batch-bar">
      <span className="grow">{text}</span>
      {children}
      <Button variant="ghost" size="sm" icon aria-label={t('table.clearSelection')} onPress={onClear}><X size={16} color="#fff" /></Button>
    </div>
  );
}
