import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../adapters/index';
import { ErrorState, PageHeader } from '../../components/States';
import { PersonalCard } from './PersonalCard';
import { EmailCard, PasswordCard, PhoneCard } from './ChangeCards';
import { SessionsCard } from './SessionsCard';

export default function Profile() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const profile = useQuery({ queryKey: ['profile'], queryFn: () => endpoints.profile.get() });
  useEffect(() => {
    if (hash && profile.data) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash, profile.data]);
  return (
    <div className="page page--narrow">
      <PageHeader title={t('profile.title')} text={t('profile.lead')} />
      {profile.isError && <ErrorState onRetry={() => void profile.refetch()} />}
      {profile.isLoading && <div className="card stack" aria-busy="true"><div className="skeleton" style={{ width: '40%' }} /><div className="skeleton" /><div className="skeleton" style={{ width: '70%' }} /></div>}
      {profile.data && (
        <>
          <PersonalCard profile={profile.data} />
          <EmailCard profile={profile.data} />
          <PhoneCard profile={profile.data} />
          <PasswordCard />
          <SessionsCard />
        </>
      )}
    </div>
  );
}
