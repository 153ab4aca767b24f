// One signup (SPEC §2 signups/{signupId}): who registered (with a link to their card), for what
// (the webinar with its time and state, a product, or a title), when, and the comment; the
// registration can be cancelled here.
import './webinars.css';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { confirm } from '../../app/services';
import { Button } from '../../components/Button';
import { BackLink, RecordFallback } from '../../components/RecordPage';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { SignupStatus, SignupWhat } from './SignupWhat';
import { personName } from '../../lib/personName';
import { useSignup, useSignupActions } from './data';
import { ContactStack } from '../../components/ContactLink';

export default function SignupCard() {
  const { t } = useTranslation('webinars');
  const relative = useRelativeDate();
  const navigate = useNavigate();
  const id = Number(useParams().signupId);
  const signup = useSignup(id);
  const { cancel } = useSignupActions();
  const back = { to: '/signups', label: t('signup.back') };
  const s = signup.data;
  if (!s || !(id > 0)) return <RecordFallback id={id} query={signup} back={back} notFound={t('signup.notFound')} rows={3} />;
  const name = personName(s.person, t('noName'));
  const cancelIt = async () => {
    if (!(await confirm({ title: t('registrations.cancelConfirm', { name }), message: t('registrations.cancelText'), variant: 'danger', confirmLabel: t('registrations.cancel') }))) return;
    cancel.mutate(s.id, { onSuccess: () => { toasts.show('success', t('registrations.cancelled')); navigate('/signups'); } });
  };
  return (
    <div className="page page--narrow" data-testid="signup-card">
      <BackLink {...back} />
      <div className="detail__head">
        <h1>{t('signup.title', { name })}</h1>
        <Button variant="danger" size="sm" onPress={() => void cancelIt()} pending={cancel.isPending}>{t('registrations.cancel')}</Button>
      </div>
      <section className="card detail__section">
        <dl className="detail__list">
          <div><dt>{t('signup.person')}</dt><dd><Link to={`/persons/${s.person.id}`} data-testid="signup-person">{name}</Link></dd></div>
          <div><dt>{t('signup.contact')}</dt><dd><ContactStack email={s.person.email} phone={s.person.phone} /></dd></div>
          <div><dt>{t('signup.what')}</dt><dd><SignupWhat s={s} /></dd></div>
          <div><dt>{t('signup.status')}</dt><dd><SignupStatus s={s} /></dd></div>
          {s.product && <div><dt>{t('signup.product')}</dt><dd>{s.product.title}</dd></div>}
          <div><dt>{t('signup.created')}</dt><dd>{relative(s.created)}</dd></div>
          <div><dt>{t('signup.comment')}</dt><dd>{s.comment || '—'}</dd></div>
        </dl>
      </section>
    </div>
  );
}
