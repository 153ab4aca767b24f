// Finds a person by name, email or phone and lists the matches, each with what the dialog does with it
// (choose for an order, register for a webinar). The states are the list's: loading, failed with a retry,
// nobody yet, nobody matching.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from './ListSkeleton';
import { SearchBox } from './SearchBox';
import { ErrorState } from './States';
import { usePersonCandidates, type PersonCandidate } from '../lib/usePersonSearch';

export function PersonPicker({ action, label }: {
  /** What stands at the right of a match: a button that picks it, or why it cannot be picked. */
  action: (person: PersonCandidate) => ReactNode;
  /** The search box's label; «Найти клиента по имени, email или телефону» by default. */
  label?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { found, candidates } = usePersonCandidates(typed);
  return (
    <div className="stack-sm person-picker">
      <SearchBox label={label ?? t('personPicker.search')} value={typed} onChange={setTyped} />
      {found.isError ? <ErrorState onRetry={() => void found.refetch()} />
        : !found.data ? <ListSkeleton rows={3} />
          : candidates.length === 0 ? <p className="muted" data-testid="person-picker-empty">{found.search ? t('personPicker.noMatch') : t('personPicker.noPersons')}</p>
            : (
              <ul className="person-picker__results" aria-label={t('personPicker.found')}>
                {candidates.map((p) => (
                  <li key={p.id} data-testid="person-candidate">
                    <div className="person-picker__who">
                      <strong>{p.name}</strong>
                      {p.contact && <span>{p.contact}</span>}
                    </div>
                    {action(p)}
                  </li>
                ))}
              </ul>
            )}
    </div>
  );
}
