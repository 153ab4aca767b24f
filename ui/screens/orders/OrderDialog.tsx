// A new order for a person (SPEC §2 "Orders and payments"): the customer (found by name, email or
// phone — or given, from the person's card), the products on sale with their quantities, a comment.
// The total is the server's rule (api/cdp.ts orderTotal); the server's checks come back as errors.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_QUANTITY, orderTotal } from '../../../api/cdp';
import { formatPrice } from '../../../api/format';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FormDialog } from '../../components/FormDialog';
import { PersonPicker } from '../../components/PersonPicker';
import { showSubmitError } from '../../lib/submitError';
import { toasts } from '../../lib/toasts';
import { personName } from '../../lib/personName';
import { useOrderableProducts, useOrderActions, usePerson } from './data';

export function OrderDialog({ personId, onClose }: { personId: number | null; onClose: () => void }) {
  const { t } = useTranslation('salesOrders');
  const navigate = useNavigate();
  const { create } = useOrderActions();
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const given = usePerson(personId);
  const products = useOrderableProducts();
  const [qty, setQty] = useState<Record<number, number>>({});
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ person?: string; items?: string; form?: string }>({});

  const person = chosen ?? (given.data ? { id: given.data.id, name: personName(given.data, '—') } : null);
  const lines = (products.data ?? []).filter((p) => qty[p.id] > 0).map((p) => ({ product_id: p.id, quantity: qty[p.id], price: p.price }));

  const submit = () => {
    const next = { person: person ? undefined : t('orderDialog.choosePerson'), items: lines.length > 0 ? undefined : t('orderDialog.chooseProducts') };
    setErrors(next);
    if (!person || lines.length === 0) return;
    create.mutate({ person_id: person.id, items: lines.map(({ product_id, quantity }) => ({ product_id, quantity })), comment: comment.trim() }, {
      onSuccess: (o) => { toasts.show('success', t('orderDialog.created')); onClose(); navigate(`/orders/${o.id}`); },
      onError: (err) => showSubmitError(err, (fields) => setErrors({
        person: fields.person_id,
        items: fields.items,
        // A message of one line ('items.0.quantity') or of anything else shows under the form.
        form: Object.entries(fields).find(([k]) => k !== 'person_id' && k !== 'items')?.[1],
      })),
    });
  };

  return (
    <FormDialog wide title={t('orderDialog.title')} testId="order-dialog" submitLabel={t('orderDialog.submit')} pending={create.isPending} submitTestId="order-submit"
      error={errors.form} onSubmit={submit} onClose={onClose}>
      <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="field__label">{t('orderDialog.person')}</legend>
        {person ? (
          <div className="row" data-testid="order-person">
            <strong>{person.name}</strong>
            {personId === null && <Button variant="ghost" size="sm" onPress={() => setChosen(null)}>{t('orderDialog.changePerson')}</Button>}
          </div>
        ) : (
          <PersonPicker
            action={(p) => (
              <Button variant="secondary" size="sm" aria-label={t('orderDialog.chooseOne', { name: p.name })} data-testid="order-person-option"
                onPress={() => { setChosen({ id: p.id, name: p.name }); setErrors((e) => ({ ...e, person: undefined })); }}>
                {t('orderDialog.choose')}
              </Button>
            )}
          />
        )}
        {errors.person && <p className="field__error" role="alert">{errors.person}</p>}
      </fieldset>

      <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="field__label">{t('orderDialog.products')}</legend>
        {products.data && products.data.length === 0 && <p className="muted">{t('orderDialog.noProducts')}</p>}
        <div className="order-pick">
          {(products.data ?? []).map((p) => (
            <div className="order-pick__row" key={p.id}>
              <Checkbox isSelected={(qty[p.id] ?? 0) > 0} onChange={(on) => { setQty((q) => ({ ...q, [p.id]: on ? 1 : 0 })); setErrors((e) => ({ ...e, items: undefined })); }} data-testid="order-product">
                {p.title}
              </Checkbox>
              <span className="muted" style={{ textAlign: 'right' }}>{formatPrice(p.price)}</span>
              <input
                className="field__input" type="number" min={1} max={MAX_QUANTITY} aria-label={t('orderDialog.quantity', { title: p.title })}
                value={qty[p.id] || ''} disabled={!(qty[p.id] > 0)}
                onChange={(e) => setQty((q) => ({ ...q, [p.id]: Math.min(MAX_QUANTITY, Math.max(1, Math.floor(Number(e.target.value) || 1))) }))}
              />
            </div>
          ))}
        </div>
        {errors.items && <p className="field__error" role="alert">{errors.items}</p>}
      </fieldset>

      <label className="field">
        <span className="field__label">{t('orderDialog.comment')}</span>
        <textarea className="field__input textarea" value={comment} maxLength={5000} onChange={(e) => setComment(e.target.value)} />
      </label>
      <p><strong data-testid="order-total">{t('orderDialog.total', { total: formatPrice(orderTotal(lines)) })}</strong></p>
    </FormDialog>
  );
}
