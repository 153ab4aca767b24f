// The persons a marketer picks from in a dialog (adding to a pipeline, a new order, a webinar
// registration): the best matches of what was typed — name, email or phone, the persons list's search —
// asked once typing pauses, the previous answer kept on screen meanwhile.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../adapters/index';
import { personContact, personName } from './personName';
import { useSettled } from './useSettled';

/** How many matches a picker shows. */
export const PERSON_PICK_LIMIT = 10;

/** `typed` is what the search box holds; `search` in the answer is what the server was asked for. */
export function usePersonSearch(typed: string) {
  const search = useSettled(typed.trim());
  const query = useQuery({
    // Under the persons key, so a change to the persons refreshes the pickers too.
    queryKey: ['persons', 'pick', search],
    queryFn: () => endpoints.cdp.personsList({ query: { limit: PERSON_PICK_LIMIT, ...(search ? { search } : {}) } }),
    placeholderData: keepPreviousData,
  });
  return { ...query, search };
}

/** A match as a picker shows it: the name (or what stands for it) and the other ways to reach the person. */
export interface PersonCandidate { id: number; name: string; contact: string }

/** A person as a picker names it: by the persons list rule (`noName` when nothing names them), with the other contacts. */
export function personCandidate(p: { id: number; name: string; email: string | null; phone: string | null }, noName: string): PersonCandidate {
  const name = personName(p, noName);
  return { id: p.id, name, contact: personContact(p, name) };
}

/** usePersonSearch's matches as candidates. */
export function usePersonCandidates(typed: string) {
  const { t } = useTranslation();
  const found = usePersonSearch(typed);
  const candidates = (found.data?.items ?? []).map((p) => personCandidate(p, t('personPicker.noName')));
  return { found, candidates };
}
