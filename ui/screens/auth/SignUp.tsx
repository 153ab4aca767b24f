import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Link, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { email, password, required, sameAs } from '../../lib/validators';
import { sessionActor } from '../../app/services';
import { useSessionForm } from './useSessionForm';

export default function SignUp() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { busy, loggedIn, failureCode, failureText } = useSessionForm();
  const form = useForm({ name: '', email: '', password: '', repeat: '' }, { name: required, email, password, repeat: sameAs('password') });
  const [offer, setOffer] = useState(false);
  const [personal, setPersonal] = useState(false);
  const [agreementsShown, setAgreementsShown] = useState(false);
  const submitted = useRef(false);
  const lang = i18n.language === 'en' ? 'en' : 'ru';

  useEffect(() => {
    // The code is mailed at sign-up; the next step is entering it.
    if (loggedIn && submitted.current) navigate(`/confirm-email?email=${encodeURIComponent(form.values.email.trim())}`, { replace: true });
    else if (loggedIn) navigate('/', { replace: true });
  }, [loggedIn, navigate, form.values.email]);

  const agreementsMissing = !(offer && personal);
  return (
    <Form
      className="stack"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        setAgreementsShown(true);
        if (!form.validate() || agreementsMissing) return;
        submitted.current = true;
        sessionActor.send({
          type: 'REGISTER',
          payload: {
            name: form.values.name.trim(),
            email: form.values.email.trim(),
            password: form.values.password,
            agreements: { offer: true, personal_data: true },
            locale: lang,
            // No time zone: a new user starts in Europe/Moscow (SPEC §9), as the profile's hint says;
            // they change it there.
          },
        });
      }}
    >
      <div>
        <h1 className="guest__title">{t('signup.title')}</h1>
        <p className="muted">{t('signup.lead')}</p>
      </div>
      {failureText && !busy && failureCode !== 'user.exists' && (
        <div className="alert alert--danger" role="alert">{failureText}</div>
      )}
      <TextField label={t('fields.name')} field={form.field('name')} autoComplete="name" autoFocus />
      <TextField
        label={t('fields.email')}
        field={{ ...form.field('email'), error: form.field('email').error ?? (failureCode === 'user.exists' && !busy ? failureText : null) }}
        type="email"
        autoComplete="email"
        helper={t('signup.emailHelp')}
      />
      <TextField label={t('fields.password')} field={form.field('password')} type="password" autoComplete="new-password" helper={t('password.hint')}>
        <PasswordStrengthMeter password={form.values.password} />
      </TextField>
      <TextField label={t('fields.passwordRepeat')} field={form.field('repeat')} type="password" autoComplete="new-password" />
      <div className="stack-sm">
        <Checkbox isSelected={offer} onChange={setOffer} isInvalid={agreementsShown && !offer} data-testid="agree-offer">
          <Trans i18nKey="signup.agreeOffer" components={{ a: <Link to={`/terms-${lang}`} target="_blank" /> }} />
        </Checkbox>
        <Checkbox isSelected={personal} onChange={setPersonal} isInvalid={agreementsShown && !personal} data-testid="agree-personal">
          <Trans i18nKey="signup.agreePersonal" components={{ a: <Link to={`/privacy-${lang}`} target="_blank" /> }} />
        </Checkbox>
        {agreementsShown && agreementsMissing && <span className="field__error" role="alert">{t('signup.agreementsRequired')}</span>}
      </div>
      <Button type="submit" block pending={busy}>
        {t('signup.submit')}
      </Button>
      <p className="muted" style={{ textAlign: 'center' }}>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.toLogin')}</Link>
      </p>
    </Form>
  );
}
