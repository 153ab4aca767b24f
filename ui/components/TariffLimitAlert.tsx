// SPEC §6: a tariff limit blocks adding pages, domains or users — 'Ваш тариф не позволяет добавить
// еще …' with the advice to upgrade the tariff or add an extension package. Shown before a form is
// filled, not after it is sent.
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/index';

export function TariffLimitAlert({ kind }: { kind: 'pages' | 'domains' | 'users' }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--warning" role="status" data-testid="tariff-limit">
      <Gauge size={18} aria-hidden="true" />
      <div className="stack-sm">
        <strong>{errorText(`tariff.limit.${kind}`)}</strong>
        <span>{t('tariff.advice')}</span>
      </div>
    </div>
  );
}
