// The buyer's payment page (SPEC §2 /payment?order={hash}, no login): the order's summary and the
// card form (the one of billing). One idempotency key per attempt, so a double click charges once;
// a refused card shows the SPEC §8 message and the next attempt is a new one. Paid (or waiting for
// the bank), the buyer is sent back to the order page, as a provider's checkout redirects back.
import '../../styles/products.css';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '../../../api/format';
import { isShortId } from '../../../api/cdp';
import { ApiError, endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { CardFields } from '../../components/CardFields';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { errorText } from '../../i18n/index';
import { cardFieldErrors, cardInput, cardValidators, emptyCard, newPaymentKey } from '../../lib/cardForm';
import { toasts } from '../../lib/toasts';
import { useForm } from '../../lib/useForm';
import { OrderNotFound } from './PublicOrder';
import { PublicOrderSummary } from './PublicOrderSummary';
import { usePublicOrder } from './data';

export default function PublicPayment() {
  const { t } = useTranslation('salesOrders');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const raw = useSearchParams()[0].get('order') ?? '';
  const hash = isShortId(raw) ? raw : '';
  const order = usePublicOrder(hash);
  const form = useForm(emptyCard, cardValidators);
  const [key, setKey] = useState(newPaymentKey);
  const [failure, setFailure] = useState<string | null>(null);

  const pay = useMutation({
    mutationFn: () => endpoints.payments.publicPay({ params: { hash }, body: { idempotency_key: key, card: cardInput(form.values) }, suppressErrors: true }),
    onSuccess: (res) => {
      qc.setQueryData(['public-order', hash], res.order);
      if (res.status === 'succeeded') toasts.show('success', t('public.success'));
      navigate(`/order/${hash}`);
    },
    onError: (err) => {
      // The next attempt is a new payment.
      setKey(newPaymentKey());
      void order.refetch();
      if (err instanceof ApiError && err.status === 422 && Object.keys(err.fields).length > 0) {
        form.setErrors(cardFieldErrors(err.fields));
        return;
      }
      setFailure((err instanceof ApiError && errorText(err.code)) || errorText('generic') || '');
    },
  });

  if (hash === '') return <OrderNotFound />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 422);
    return missing ? <OrderNotFound /> : <ErrorState onRetry={() => void order.refetch()} />;
  }
  const o = order.data;
  if (!o) return <div className="public-order" aria-busy="true"><ListSkeleton rows={4} height={40} /></div>;
  const back = <Link to={`/order/${o.hash}`}>{t('public.back')}</Link>;
  if (o.state !== 'unpaid' || !o.payable) {
    return (
      <div className="public-order" data-testid="public-payment">
        <PublicOrderSummary order={o} />
        {o.state === 'unpaid' && <p className="muted" role="status">{t('public.notPayable')}</p>}
        <p>{back}</p>
      </div>
    );
  }
  const submit = () => {
    setFailure(null);
    if (!form.validate()) return;
    pay.mutate();
  };
  return (
    <div className="public-order" data-testid="public-payment">
      <PublicOrderSummary order={o} />
      <Form className="stack" onSubmit={(e) => { e.preventDefault(); submit(); }} data-testid="public-payment-form">
        <CardFields form={form} autoFocus />
        {failure && <p className="field__error" role="alert" data-testid="public-payment-error">{failure}</p>}
        <Button type="submit" block pending={pay.isPending} data-testid="public-payment-submit">{t('public.submit', { total: formatPrice(o.total) })}</Button>
      </Form>
      <p>{back}</p>
    </div>
  );
}
