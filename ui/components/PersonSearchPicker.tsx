// Picks one person in a form field (adding to a pipeline from the board): a SearchPicker over the
// persons list's search (name, email or phone), each match named by the persons list rule with its
// contacts beside it. PersonPicker is the list form of the same search, for dialogs with room for it.
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../adapters/index';
import { PERSON_PICK_LIMIT, personCandidate } from '../lib/usePersonSearch';
import { batchOf, SearchPicker, type PickOption } from './SearchPicker';

/** Under the persons key (as usePersonSearch): a change to the persons refreshes the picker too. */
const personSearchPickerKey = ['persons', 'searchPicker'] as const;

export interface PersonSearchPickerProps {
  label: string;
  value: number | null;
  /** `person` is the chosen person as the options named them. */
  onChange: (personId: number | null, person: { id: number; name: string } | null) => void;
  helper?: string;
  error?: string | null;
  testId?: string;
}

export function PersonSearchPicker({ testId = 'person-picker', onChange, ...props }: PersonSearchPickerProps) {
  const { t } = useTranslation();
  const option = (p: { id: number; name: string; email: string | null; phone: string | null }): PickOption => {
    const { name, contact } = personCandidate(p, t('personPicker.noName'));
    return { id: p.id, label: name, ...(contact ? { hint: contact } : {}) };
  };
  return (
    <SearchPicker
      {...props}
      testId={testId}
      placeholder={t('personPicker.placeholder')}
      noneText={t('personPicker.noPersons')}
      queryKey={personSearchPickerKey}
      batch={PERSON_PICK_LIMIT}
      onChange={(id, o) => onChange(id, o ? { id: o.id, name: o.label } : null)}
      find={async (search, limit) => {
        const r = await endpoints.cdp.personsList({ query: { limit, ...(search ? { search } : {}) } });
        return batchOf(r, option);
      }}
      get={async (id) => option(await endpoints.cdp.personsGet({ params: { personId: id } }))}
    />
  );
}
