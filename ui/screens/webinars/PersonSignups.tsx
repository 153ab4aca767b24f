// The signups and webinars sections of a person's card (SPEC §2 Persons: tabs signups, webinars):
// their registrations of each kind, newest first, each opening the signup.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { SignupStatus, SignupWhat } from './SignupWhat';
import { useSignupList, type SignupKind } from './data';

const FIRST_PAGE = { limit: 25 } as const;

export function PersonSignups({ personId, kind }: { personId: number; kind: SignupKind }) {
  const { t } = useTranslation('webinars');
  const relative = useRelativeDate();
  const signups = useSignupList(FIRST_PAGE, { person_id: personId, kind });
  const items = signups.data?.items ?? [];
  const more = (signups.data?.total_items ?? 0) - items.length;
  return (
    <section className="card detail__section" data-testid={kind === 'webinar' ? 'person-webinars' : 'person-signups'}>
      <h2 className="detail__h">{t(kind === 'webinar' ? 'person.webinars' : 'person.signups')}</h2>
      {signups.isError ? <ErrorState onRetry={() => void signups.refetch()} />
        : !signups.data ? <ListSkeleton rows={2} />
          : items.length === 0 ? <p className="muted">{t(kind === 'webinar' ? 'person.noWebinars' : 'person.noSignups')}</p>
            : (
              <ul className="detail__items">
                {items.map((s) => (
                  <li key={s.id} className="detail__item" data-testid="person-signup">
                    <span className="row"><SignupWhat s={s} /><SignupStatus s={s} /></span>
                    <span className="detail__meta"><Link to={`/signups/${s.id}`}>{t('person.registeredAt', { at: relative(s.created) })}</Link></span>
                  </li>
                ))}
                {more > 0 && <li className="muted">{t('person.more', { count: more })}</li>}
              </ul>
            )}
    </section>
  );
}
