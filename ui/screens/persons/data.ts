// The persons screens' server state (TanStack Query over adapters/): the list, one person with
// their forms and history, and the calls that change them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQueryInput } from '../../../api/list';
import type { RecordType } from '../../../api/cdp';
import type { BodyInputOf } from '../../../api/define';
import type { personsCreate, PersonSortField } from '../../../api/routes/cdp';
import { endpoints } from '../../../adapters/index';

import { personsKey } from '../../lib/queryKeys';

export function usePersonList(list: ListQueryInput<PersonSortField>, recordType: RecordType | null) {
  return useQuery({
    queryKey: [...personsKey, 'list', list, recordType],
    queryFn: () => endpoints.cdp.personsList({ query: { ...list, ...(recordType !== null ? { record_type: recordType } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function usePerson(id: number) {
  return useQuery({ queryKey: [...personsKey, 'one', id], // The card shows a missing person or a failure itself.
    queryFn: () => endpoints.cdp.personsGet({ params: { personId: id }, suppressErrors: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function usePersonForms(id: number) {
  return useQuery({ queryKey: [...personsKey, 'forms', id], queryFn: () => endpoints.cdp.personsForms({ params: { personId: id }, query: { limit: 25 } }) });
}

export function usePersonHistory(id: number) {
  return useQuery({ queryKey: [...personsKey, 'history', id], queryFn: () => endpoints.cdp.personsHistory({ params: { personId: id }, query: { limit: 50 } }) });
}

/** What POST /cdp/persons takes (api/routes/cdp.ts). */
export type NewPerson = BodyInputOf<typeof personsCreate>;

export function usePersonActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: personsKey });
  return {
    create: useMutation({ // The dialog shows the field errors itself.
      mutationFn: (body: NewPerson) => endpoints.cdp.personsCreate({ body, suppressErrors: true }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => endpoints.cdp.personsRemove({ params: { personId: id } }), onSuccess: refresh }),
  };
}
