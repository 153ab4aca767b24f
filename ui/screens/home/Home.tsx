// Home (SPEC §2): the owner's onboarding (questionnaire and steps); for a member, the sections their
// rights open. Both see the banner while their email is unconfirmed. Home is a mobile-allowed route:
// it lays out in one column on narrow screens.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/States';
import { useCurrentUser, useIsOwner } from '../../app/useSession';
import { EmailBanner } from './EmailBanner';
import { MemberHome } from './MemberHome';
import { Onboarding } from './Onboarding';

export default function Home() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isOwner = useIsOwner();
  const name = user?.user.name || user?.user.email || '';
  return (
    <div className="page">
      <PageHeader title={t('home.title', { name })} text={isOwner ? t('home.lead') : t('home.memberPageLead')} />
      <EmailBanner />
      {isOwner ? <Onboarding /> : <MemberHome />}
    </div>
  );
}
