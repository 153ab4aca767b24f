// Webinars' and signups' server state (TanStack Query over adapters/): the lists, one webinar or
// signup, a webinar's registrations, and the calls that change them. Registrations are signups, so
// a change to one refreshes both (and the person's card, which lists them too).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQueryInput } from '../../../api/list';
import type { WebinarState } from '../../../api/cdp';
import type { BodyInputOf, QueryInputOf } from '../../../api/define';
import type { signupsList, webinarsCreate, WebinarSortField } from '../../../api/routes/sales';
import { endpoints } from '../../../adapters/index';
import { personsKey } from '../../lib/queryKeys';

export const webinarsKey = ['webinars'] as const;
export const signupsKey = ['signups'] as const;

export function useWebinarList(list: ListQueryInput<WebinarSortField>, state: WebinarState | null) {
  return useQuery({
    queryKey: [...webinarsKey, 'list', list, state],
    queryFn: () => endpoints.sales.webinarsList({ query: { ...list, ...(state ? { state } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function useWebinar(id: number) {
  return useQuery({
    queryKey: [...webinarsKey, 'one', id],
    // The card and the form show a missing webinar or a failure themselves.
    queryFn: () => endpoints.sales.webinarsGet({ params: { webinarId: id }, suppressErrors: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useRegistrations(webinarId: number, list: ListQueryInput<'created'>) {
  return useQuery({
    queryKey: [...signupsKey, 'webinar', webinarId, list],
    queryFn: () => endpoints.sales.webinarsRegistrations({ params: { webinarId }, query: list }),
    placeholderData: keepPreviousData,
  });
}

export type SignupKind = 'webinar' | 'other';
/** The signups list's filters (api/routes/sales.ts). */
export type SignupFilters = Pick<QueryInputOf<typeof signupsList>, 'kind' | 'person_id' | 'webinar_id'>;

export function useSignupList(list: ListQueryInput<'created'>, filters: SignupFilters) {
  return useQuery({
    queryKey: [...signupsKey, 'list', list, filters],
    queryFn: () => endpoints.sales.signupsList({ query: { ...list, ...filters } }),
    placeholderData: keepPreviousData,
  });
}

export function useSignup(id: number) {
  return useQuery({
    queryKey: [...signupsKey, 'one', id],
    queryFn: () => endpoints.sales.signupsGet({ params: { signupId: id }, suppressErrors: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** What POST /cdp/webinars takes (api/routes/sales.ts). */
export type WebinarInput = BodyInputOf<typeof webinarsCreate>;

export function useWebinarActions() {
  const qc = useQueryClient();
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: webinarsKey }), qc.invalidateQueries({ queryKey: signupsKey })]);
  return {
    // The form shows the field errors itself.
    create: useMutation({ mutationFn: (body: WebinarInput) => endpoints.sales.webinarsCreate({ body, suppressErrors: true }), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: WebinarInput }) => endpoints.sales.webinarsUpdate({ params: { webinarId: id }, body, suppressErrors: true }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => endpoints.sales.webinarsRemove({ params: { webinarId: id } }), onSuccess: refresh }),
  };
}

export function useSignupActions() {
  const qc = useQueryClient();
  const refresh = () => Promise.all([
    qc.invalidateQueries({ queryKey: webinarsKey }), qc.invalidateQueries({ queryKey: signupsKey }), qc.invalidateQueries({ queryKey: personsKey }),
  ]);
  return {
    // The dialog shows "already registered" itself.
    register: useMutation({
      mutationFn: ({ webinarId, personId }: { webinarId: number; personId: number }) =>
        endpoints.sales.webinarsRegister({ params: { webinarId }, body: { person_id: personId }, suppressErrors: true }),
      onSuccess: refresh,
    }),
    cancel: useMutation({ mutationFn: (id: number) => endpoints.sales.signupsRemove({ params: { signupId: id } }), onSuccess: refresh }),
  };
}
