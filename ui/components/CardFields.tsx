// (Shared by billing's screens and the buyer's public payment page; its texts are the 'billing' catalogue's.)
// Number, expiry, CVC and holder of a new card, with the typing shaped as a card reads.
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import type { Form } from '../lib/useForm';
import { groupCardNumber, shapeExpiry, type CardValues } from '../lib/cardForm';

export function CardFields({ form, autoFocus }: { form: Form<CardValues>; autoFocus?: boolean }) {
  const { t } = useTranslation('billing');
  const number = form.field('number');
  const expiry = form.field('expiry');
  return (
    <div className="stack card-fields" data-testid="card-fields">
      <TextField label={t('card.number')} field={{ ...number, onChange: (s) => number.onChange(groupCardNumber(s)) }} inputMode="numeric" autoComplete="cc-number" placeholder="0000 0000 0000 0000" autoFocus={autoFocus} maxLength={23} />
      <div className="form-grid">
        <TextField label={t('card.expiry')} field={{ ...expiry, onChange: (s) => expiry.onChange(shapeExpiry(s)) }} inputMode="numeric" autoComplete="cc-exp" placeholder={t('card.expiryPlaceholder')} maxLength={5} />
        <TextField label={t('card.cvc')} field={form.field('cvc')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} type="password" />
      </div>
      <TextField label={t('card.holder')} field={form.field('holder')} autoComplete="cc-name" placeholder="IVAN IVANOV" helper={t('card.holderHelp')} />
    </div>
  );
}
