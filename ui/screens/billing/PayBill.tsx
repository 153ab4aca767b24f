// /billing/pay/bill/{id} — a bill and its payment: a saved card or a new one. Each attempt carries
// one idempotency key, so a double click or a retried request never pays twice; a failure shows
// SPEC §8's message for it and the next attempt gets a new key. A payment the bank confirms later
// shows as processing until the bill turns paid.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-aria-components/Form';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import CreditCard from 'lucide-react/icons/credit-card';
import Lock from 'lucide-react/icons/lock';
import { ApiError, endpoints, reportLimit } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { ErrorState } from '../../components/States';
import { errorText } from '../../i18n/index';
import { formatDate } from '../../lib/dates';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { formatPrice } from '../../../api/format';
import { useForm } from '../../lib/useForm';
import { useAccount } from '../../lib/useAccount';
import { toasts } from '../../lib/toasts';
import { ListSkeleton } from '../../components/ListSkeleton';
import { CardFields } from '../../components/CardFields';
import { cardFieldErrors, cardInput, cardValidators, emptyCard, newPaymentKey } from '../../lib/cardForm';
import { BillStatusBadge, PaymentStatusBadge } from './StateBadge';
import { useBill, useInvalidateBilling, useMethods, type Bill, type Method } from './data';


function BillSummary({ bill }: { bill: Bill }) {
  const { t } = useTranslation('billing');
  return (
    <section className="card stack" data-testid="bill">
      <div className="row-between">
        <div>
          <h2 className="card__title">{bill.title}</h2>
          <p className="subtle">{t('bill.number', { id: bill.id, date: formatDate(bill.created) })}</p>
        </div>
        <BillStatusBadge status={bill.status} />
      </div>
      <dl className="quote">
        {bill.lines.map((l) => <div key={l.title}><dt>{l.title}</dt><dd>{l.amount === 0 ? '' : formatPrice(l.amount)}</dd></div>)}
        <div className="quote__total"><dt>{t('bill.total')}</dt><dd data-testid="bill-amount">{formatPrice(bill.amount)}</dd></div>
      </dl>
      <div className="subtle">
        {bill.details
          ? t('bill.payer', { name: bill.details.name, inn: bill.details.inn ? t('bill.inn', { inn: bill.details.inn }) : '' })
          : <>{t('bill.noPayer')} <Link to="/billing/details">{t('bill.addPayer')}</Link></>}
      </div>
      {bill.status === 'unpaid' && <p className="subtle">{t('bill.due', { date: formatDate(bill.due) })}</p>}
    </section>
  );
}

function MethodOption({ method }: { method: Method }) {
  const { t } = useTranslation('billing');
  const usable = method.status === 'active';
  return (
    <Radio value={String(method.id)} isDisabled={!usable} className="pay-option" data-testid={`pay-method-${method.id}`}>
      <span className="radio__dot" aria-hidden="true" />
      <CreditCard size={18} aria-hidden="true" />
      <span className="grow">{t('methods.card', { brand: t(`brands.${method.brand}`, { defaultValue: method.brand }), last4: method.last4 })}</span>
      {!usable && <span className="badge badge--danger">{t(`methods.status.${method.status}`)}</span>}
    </Radio>
  );
}

function Paid({ bill }: { bill: Bill }) {
  const { t } = useTranslation('billing');
  const account = useAccount();
  return (
    <section className="card empty" data-testid="pay-success">
      <div className="empty__icon" style={{ background: 'var(--color-success-soft)', color: 'var(--color-success)' }} aria-hidden="true"><CheckCircle2 size={26} /></div>
      <h2>{t('pay.successTitle')}</h2>
      <p>
        {t('pay.paidOn', { date: formatDate(bill.paid_at) })}
        {bill.kind !== 'packet' && account.data?.payed_till && <> {t('pay.tariffTill', { date: formatDate(account.data.payed_till) })}</>}
      </p>
      <div className="row">
        <Link to="/billing" className="btn">{t('pay.toTariff')}</Link>
        <Link to="/pages" className="btn btn--secondary">{t('pay.toPages')}</Link>
      </div>
    </section>
  );
}

export default function PayBill() {
  const { t } = useTranslation('billing');
  const relative = useRelativeDate();
  const id = Number(useParams().id);
  const bill = useBill(id);
  const methods = useMethods();
  const invalidate = useInvalidateBilling();
  const [choice, setChoice] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(true);
  const [key, setKey] = useState(newPaymentKey);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(emptyCard, cardValidators);

  const usable = (methods.data?.items ?? []).filter((m) => m.status === 'active');
  // The default card when there is one, a new card otherwise.
  const selected = choice ?? (usable.find((m) => m.is_default) ?? usable[0])?.id.toString() ?? 'new';

  const pay = useMutation({
    mutationFn: () =>
      endpoints.billing.billPay({
        params: { id },
        body: { idempotency_key: key, ...(selected === 'new' ? { card: cardInput(form.values), save_card: saveCard } : { method_id: Number(selected) }) },
        suppressErrors: true,
      }),
    onSuccess: (res) => {
      invalidate();
      if (res.payment.status === 'succeeded') toasts.show('success', t('pay.successToast'));
    },
    onError: (err) => {
      invalidate();
      // The next attempt is a new payment.
      setKey(newPaymentKey());
      if (reportLimit(err)) return;
      if (err instanceof ApiError && err.status === 422 && Object.keys(err.fields).length > 0) {
        form.setErrors(cardFieldErrors(err.fields));
        if (err.fields.method_id) setFailure(err.fields.method_id);
        return;
      }
      setFailure((err instanceof ApiError && errorText(err.code)) || (err as Error).message || t('pay.failed'));
    },
  });

  if (bill.isError) return <ErrorState onRetry={() => void bill.refetch()} />;
  const b = bill.data;
  if (!b) return <section className="card"><ListSkeleton rows={5} height={18} /></section>;
  const pending = b.status === 'unpaid' && b.payments.some((p) => p.status === 'pending');
  const lastFailed = b.payments[0]?.status === 'failed' ? b.payments[0] : null;

  return (
    <div className="pay-layout">
      <div className="stack">
        <Link to="/billing/bills" className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('tabs.bills')}</Link>
        <BillSummary bill={b} />
        {b.payments.length > 0 && (
          <section className="card card--flush">
            <table className="table">
              <caption className="visually-hidden">{t('bill.attempts')}</caption>
              <thead><tr><th>{t('history.date')}</th><th>{t('history.card')}</th><th>{t('history.status')}</th></tr></thead>
              <tbody>
                {b.payments.map((p) => (
                  <tr key={p.id} data-testid="bill-payment">
                    <td className="muted nowrap">{relative(p.created)}</td>
                    <td className="nowrap">{p.card ? `•••• ${p.card.last4}` : '—'}</td>
                    <td><PaymentStatusBadge status={p.status} />{p.message && <div className="subtle">{p.message}</div>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
      <div className="stack">
        {b.status === 'paid' ? <Paid bill={b} /> : b.status !== 'unpaid' ? (
          <section className="card empty" data-testid="bill-closed">
            <h2>{t(`bill.closed.${b.status}`)}</h2>
            <p>{t('bill.closedText')}</p>
            <Link to="/billing/tariffs" className="btn">{t('tabs.tariffs')}</Link>
          </section>
        ) : pending ? (
          <section className="card empty" role="status" data-testid="pay-pending">
            <span className="spinner" aria-hidden="true" />
            <h2>{t('pay.pendingTitle')}</h2>
            <p>{t('pay.pendingText')}</p>
          </section>
        ) : (
          <section className="card stack" data-testid="pay-form">
            <h2 className="card__title">{t('pay.title')}</h2>
            {(failure ?? lastFailed?.message) && (
              <div className="alert alert--danger" role="alert" data-testid="pay-error">
                <AlertTriangle size={18} aria-hidden="true" />
                <div>{failure ?? lastFailed?.message}</div>
              </div>
            )}
            <Form
              className="stack"
              onSubmit={(e) => {
                e.preventDefault();
                if (pay.isPending) return;
                setFailure(null);
                if (selected !== 'new' || form.validate()) pay.mutate();
              }}
            >
              {(methods.data?.items.length ?? 0) > 0 && (
                <RadioGroup className="field" aria-label={t('pay.how')} value={selected} onChange={(v) => { setChoice(v); setFailure(null); }}>
                  {methods.data?.items.map((m) => <MethodOption key={m.id} method={m} />)}
                  <Radio value="new" className="pay-option" data-testid="pay-method-new">
                    <span className="radio__dot" aria-hidden="true" />
                    <CreditCard size={18} aria-hidden="true" />
                    <span className="grow">{t('pay.newCard')}</span>
                  </Radio>
                </RadioGroup>
              )}
              {selected === 'new' && (
                <>
                  <CardFields form={form} autoFocus={(methods.data?.items.length ?? 0) === 0} />
                  <Checkbox isSelected={saveCard} onChange={setSaveCard}>{t('pay.saveCard')}</Checkbox>
                </>
              )}
              <Button type="submit" block pending={pay.isPending} data-testid="pay-submit">
                <Lock size={16} aria-hidden="true" />{t('pay.submit', { price: formatPrice(b.amount) })}
              </Button>
              <p className="subtle">{t('pay.secure')}</p>
            </Form>
          </section>
        )}
      </div>
    </div>
  );
}
