// «Подтвердите адрес»: the address is not confirmed yet. The button mails a fresh code first (a
// member's account was created by the owner and never got one; an owner's sign-up code may have
// expired), then opens the screen where it is entered.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import MailWarning from 'lucide-react/icons/mail-exclamation-point';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { toasts } from '../../lib/toasts';

export function EmailBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useQuery({ queryKey: ['profile'], queryFn: () => endpoints.profile.get() });
  const send = useMutation({
    mutationFn: () => endpoints.profile.sendConfirmEmail(),
    onSuccess: () => {
      const email = profile.data?.email ?? '';
      toasts.show('success', t('home.codeSent', { email }));
      navigate(`/confirm-email?email=${encodeURIComponent(email)}`);
    },
  });
  if (!profile.data || profile.data.email_confirmed) return null;
  return (
    <div className="alert alert--warning home-banner" role="status" data-testid="confirm-banner">
      <MailWarning size={18} aria-hidden="true" />
      <div className="grow">{t('home.confirmEmail', { email: profile.data.email })}</div>
      <Button variant="secondary" size="sm" pending={send.isPending} onPress={() => send.mutate()}>{t('home.confirmEmailAction')}</Button>
    </div>
  );
}
