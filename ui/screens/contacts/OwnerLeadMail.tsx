// The account's own lead mail, at the top of /contacts: every lead of the account's pages goes to
// the owner's address unless switched off here; the contacts below and the forms' «Email для
// заявок» get them besides. An unconfirmed address gets nothing until it is confirmed.
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { endpoints } from '../../../adapters/index';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { Switch } from '../../components/Switch';
import { contactsKey } from './data';

const leadMailKey = [...contactsKey, 'lead-mail'] as const;

export function OwnerLeadMail() {
  const { t } = useTranslation('contacts');
  const qc = useQueryClient();
  const q = useQuery({ queryKey: leadMailKey, queryFn: () => endpoints.contacts.leadMail() });
  const set = useMutation({
    mutationFn: (owner: boolean) => endpoints.contacts.setLeadMail({ body: { owner } }),
    onSuccess: (data) => qc.setQueryData(leadMailKey, data),
    // The page settings' «who is mailed» shows the owner's address too.
    onSettled: () => void qc.invalidateQueries({ queryKey: contactsKey }),
  });
  return (
    <section className="card stack" aria-labelledby="owner-lead-mail" data-testid="owner-lead-mail">
      <h2 id="owner-lead-mail" className="card__title">{t('ownerMail.title')}</h2>
      {q.isError ? <ErrorState onRetry={() => void q.refetch()} /> : !q.data ? <ListSkeleton rows={1} /> : (
        <>
          <Switch isSelected={q.data.owner} isDisabled={set.isPending} onChange={(on) => set.mutate(on)}>
            {t('ownerMail.switch', { email: q.data.email })}
          </Switch>
          <p className="muted">{t('ownerMail.help')}</p>
          {q.data.owner && !q.data.confirmed && (
            <p className="field__error" role="status">{t('ownerMail.unconfirmed')} <Link to="/profile">{t('ownerMail.confirm')}</Link></p>
          )}
        </>
      )}
    </section>
  );
}
