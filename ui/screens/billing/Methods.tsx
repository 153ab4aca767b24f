// /billing/payments — saved payment methods: each card's status (active, expired, refused by the
// provider) and default flag; add a card, make one the default, record a new expiry date, delete.
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import CreditCard from 'lucide-react/icons/credit-card';
import Plus from 'lucide-react/icons/plus';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import { ApiError, endpoints } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { EmptyState, ListCard } from '../../components/States';
import { TextField } from '../../components/TextField';
import { confirm } from '../../app/services';
import { errorText } from '../../i18n/index';
import { useForm } from '../../lib/useForm';
import { toasts } from '../../lib/toasts';
import { ListSkeleton } from '../../components/ListSkeleton';
import { CardFields } from '../../components/CardFields';
import { cardFieldErrors, cardInput, cardValidators, emptyCard, parseExpiry, shapeExpiry } from '../../lib/cardForm';
import { useInvalidateBilling, useMethods, type Method } from './data';

const statusTone = { active: 'badge--success', expired: 'badge--warning', invalid: 'badge--danger', unsupported: 'badge--danger' } as const;

function AddCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const invalidate = useInvalidateBilling();
  const form = useForm(emptyCard, cardValidators);
  const [asDefault, setAsDefault] = useState(false);
  const add = useMutation({
    mutationFn: () => endpoints.billing.methodsCreate({ body: { card: cardInput(form.values), make_default: asDefault }, suppressErrors: true }),
    onSuccess: (m) => {
      invalidate();
      toasts.show('success', t('methods.added', { last4: m.last4 }));
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) form.setErrors(cardFieldErrors(err.fields));
      else toasts.show('danger', (err instanceof ApiError && errorText(err.code)) || (err as Error).message);
    },
  });
  return (
    <AppDialog isOpen onClose={onClose} title={t('methods.addTitle')} wide testId="add-card-dialog"
      actions={<>
        <Button variant="secondary" onPress={onClose}>{tc('common.cancel')}</Button>
        <Button pending={add.isPending} onPress={() => { if (form.validate()) add.mutate(); }}>{t('methods.add')}</Button>
      </>}>
      <Form className="stack" onSubmit={(e) => { e.preventDefault(); if (form.validate()) add.mutate(); }}>
        <CardFields form={form} autoFocus />
        <Checkbox isSelected={asDefault} onChange={setAsDefault}>{t('methods.makeDefaultCheck')}</Checkbox>
        <button type="submit" hidden />
      </Form>
    </AppDialog>
  );
}

function ExpiryDialog({ method, onClose }: { method: Method; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const invalidate = useInvalidateBilling();
  const initial = `${String(method.exp_month).padStart(2, '0')}/${String(method.exp_year).slice(2)}`;
  const form = useForm({ expiry: initial }, { expiry: cardValidators.expiry as (v: string) => string | null });
  const save = useMutation({
    mutationFn: () => {
      const e = parseExpiry(form.values.expiry) ?? { month: method.exp_month, year: method.exp_year };
      return endpoints.billing.methodsUpdate({ params: { id: method.id }, body: { exp_month: e.month, exp_year: e.year }, suppressErrors: true });
    },
    onSuccess: () => {
      invalidate();
      toasts.show('success', t('methods.saved'));
      onClose();
    },
    onError: (err) => form.setErrors({ expiry: (err instanceof ApiError && Object.values(err.fields)[0]) || (err as Error).message }),
  });
  const field = form.field('expiry');
  return (
    <AppDialog isOpen onClose={onClose} title={t('methods.expiryTitle', { last4: method.last4 })}
      actions={<>
        <Button variant="secondary" onPress={onClose}>{tc('common.cancel')}</Button>
        <Button pending={save.isPending} onPress={() => { if (form.validate()) save.mutate(); }}>{tc('common.save')}</Button>
      </>}>
      <p className="muted">{t('methods.expiryText')}</p>
      <TextField label={t('card.expiry')} field={{ ...field, onChange: (s) => field.onChange(shapeExpiry(s)) }} inputMode="numeric" placeholder={t('card.expiryPlaceholder')} maxLength={5} autoFocus />
    </AppDialog>
  );
}

export default function Methods() {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const methods = useMethods();
  const invalidate = useInvalidateBilling();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Method | null>(null);
  const makeDefault = useMutation({
    mutationFn: (id: number) => endpoints.billing.methodsUpdate({ params: { id }, body: { make_default: true } }),
    onSuccess: () => invalidate(),
  });
  const remove = useMutation({
    mutationFn: (id: number) => endpoints.billing.methodsRemove({ params: { id } }),
    onSuccess: () => {
      invalidate();
      toasts.show('success', t('methods.removed'));
    },
  });
  const items = methods.data?.items ?? [];
  const add = <Button onPress={() => setAdding(true)}><Plus size={16} aria-hidden="true" />{t('methods.add')}</Button>;
  return (
    <div className="stack">
      <div className="row-between">
        <p className="muted">{t('methods.lead')}</p>
        {items.length > 0 && add}
      </div>
      <ListCard query={methods} isEmpty={items.length === 0} empty={<EmptyState icon={CreditCard} title={t('methods.emptyTitle')} text={t('methods.emptyText')} action={add} />}>
        {methods.isLoading ? <div className="card"><ListSkeleton rows={2} height={24} /></div> : (
          <ul className="method-list">
            {items.map((m) => (
              <li key={m.id} className="method" data-testid="method" data-status={m.status}>
                <CreditCard size={22} aria-hidden="true" />
                <div className="grow">
                  <div className="row">
                    <strong>{t('methods.card', { brand: t(`brands.${m.brand}`, { defaultValue: m.brand }), last4: m.last4 })}</strong>
                    {m.is_default && <span className="badge badge--primary">{t('methods.default')}</span>}
                    <span className={`badge ${statusTone[m.status]}`}>{t(`methods.status.${m.status}`)}</span>
                  </div>
                  <div className="subtle">
                    {t('methods.expires', { date: `${String(m.exp_month).padStart(2, '0')}/${String(m.exp_year).slice(2)}` })}
                    {m.holder && ` · ${m.holder}`}
                  </div>
                  {m.status !== 'active' && <div className="subtle">{t(`methods.hint.${m.status}`)}</div>}
                </div>
                <div className="row table__actions">
                  {!m.is_default && m.status === 'active' && (
                    <Button variant="ghost" size="sm" pending={makeDefault.isPending && makeDefault.variables === m.id} onPress={() => makeDefault.mutate(m.id)}>
                      <Star size={14} aria-hidden="true" />{t('methods.makeDefault')}
                    </Button>
                  )}
                  {m.status !== 'invalid' && m.status !== 'unsupported' && (
                    <Button variant="ghost" size="sm" onPress={() => setEditing(m)}>{t('methods.editExpiry')}</Button>
                  )}
                  <Button variant="ghost" size="sm" aria-label={t('methods.remove', { last4: m.last4 })}
                    onPress={async () => { if (await confirm({ title: t('methods.removeConfirm', { last4: m.last4 }), confirmLabel: tc('common.delete'), variant: 'danger' })) remove.mutate(m.id); }}>
                    <Trash2 size={14} aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListCard>
      {adding && <AddCardDialog onClose={() => setAdding(false)} />}
      {editing && <ExpiryDialog method={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
