// Opens the customer area in a new tab, signed in with a one-time link (GET /cdp/auth/sso-token):
// the token travels in the new tab's URL fragment to /auth/sso-login, which exchanges it for a
// session of its own (server/cdp/sso.ts).
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ExternalLink from 'lucide-react/icons/external-link';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';

export function SsoOpenButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const link = useMutation({
    mutationFn: () => endpoints.cdp.ssoToken({ query: { web: path } }),
    onSuccess: ({ url }) => { window.open(url, '_blank', 'noopener'); },
  });
  return (
    <Button variant="ghost" onPress={() => link.mutate()} pending={link.isPending} aria-label={t('sso.openHint')} data-testid="sso-open">
      <ExternalLink size={16} aria-hidden="true" />{t('sso.open')}
    </Button>
  );
}
