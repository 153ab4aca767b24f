// One order (SPEC §2 orders/{orderId}): its items and total (SPEC §9 prices), the customer with a
// link to their card, the public link for the customer (/order/{hash}), the payment attempts, the
// status (any may be set) with its history, and comments.
import '../../styles/products.css';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import Copy from 'lucide-react/icons/copy';
import ExternalLink from 'lucide-react/icons/external-link';
import { formatPrice } from '../../../api/format';
import { leadStatusName } from '../../../api/routes/leads';
import type { OrderDetail as Order } from '../../../api/routes/sales';
import { ApiError } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { BackLink, RecordFallback } from '../../components/RecordPage';
import { errorText } from '../../i18n/index';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { OrderStatusBadge, OrderStatusMenu } from './OrderStatus';
import { useOrder, useOrderActions } from './data';
import { EmailLink, PhoneLink } from '../../components/ContactLink';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="card detail__section" data-testid={testId}>
      <h2 className="detail__h">{title}</h2>
      {children}
    </section>
  );
}

function Comments({ order }: { order: Order }) {
  const { t } = useTranslation('salesOrders');
  const relative = useRelativeDate();
  const { comment } = useOrderActions();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!text.trim()) { setError(t('orders.commentRequired')); return; }
    comment.mutate({ id: order.id, text: text.trim() }, {
      onSuccess: () => { setText(''); setError(null); toasts.show('success', t('orders.commentAdded')); },
      onError: (err) => setError((err instanceof ApiError ? err.fields.text : null) ?? errorText(err instanceof ApiError ? err.code : null) ?? errorText('generic')),
    });
  };
  return (
    <Section title={t('orders.comments')} testId="order-comments">
      {order.comments.length === 0 ? <p className="muted">{t('orders.noComments')}</p> : (
        <ul className="detail__items">
          {order.comments.map((c) => (
            <li key={c.id} className="detail__item" data-testid="order-comment">
              <span style={{ whiteSpace: 'pre-wrap' }}>{c.text}</span>
              <span className="detail__meta">{c.user?.name ?? t('orders.someone')} · {relative(c.created)}</span>
            </li>
          ))}
        </ul>
      )}
      <Form className="stack" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <label className="field">
          <span className="field__label">{t('orders.comment')}</span>
          <textarea className="field__input textarea" value={text} maxLength={5000} onChange={(e) => { setText(e.target.value); setError(null); }} aria-invalid={error ? true : undefined} data-testid="order-comment-input" />
          {error && <span className="field__error" role="alert">{error}</span>}
        </label>
        <div className="form-actions"><Button type="submit" variant="secondary" pending={comment.isPending}>{t('orders.addComment')}</Button></div>
      </Form>
    </Section>
  );
}

export default function OrderDetail() {
  const { t } = useTranslation('salesOrders');
  const relative = useRelativeDate();
  const id = Number(useParams().orderId);
  const order = useOrder(id);
  const { setStatus } = useOrderActions();
  const back = { to: '/orders', label: t('orders.back') };
  const o = order.data;
  if (!o || !(id > 0)) return <RecordFallback id={id} query={order} back={back} notFound={t('orders.notFound')} />;
  const publicUrl = `${window.location.origin}/order/${o.hash}`;
  const copy = async () => {
    await navigator.clipboard.writeText(publicUrl);
    toasts.show('success', t('orders.copied'));
  };

  return (
    <div className="page detail" data-testid="order-detail">
      <BackLink {...back} />
      <div className="detail__head">
        <div>
          <h1>{t('orders.number', { id: o.id })}</h1>
          <div className="detail__badges">
            <OrderStatusBadge status={o.status} />
            <span className="muted">{relative(o.created)}</span>
          </div>
        </div>
        <OrderStatusMenu current={o.status} testId="order-set-status" onChoose={(s) => setStatus.mutate({ status: s, items: [o.id] })}>
          {t('orders.setStatus')}
        </OrderStatusMenu>
      </div>

      <div className="detail__grid">
        <Section title={t('orders.items')} testId="order-items">
          <table className="order-lines">
            <thead><tr><th>{t('orders.columns.items')}</th><th className="num">{t('orders.price')}</th><th className="num">{t('orders.quantity')}</th><th className="num">{t('orders.sum')}</th></tr></thead>
            <tbody>
              {o.items.map((i) => (
                <tr key={i.id}><td>{i.title}</td><td className="num">{formatPrice(i.price)}</td><td className="num">{i.quantity}</td><td className="num">{formatPrice(i.price * i.quantity)}</td></tr>
              ))}
            </tbody>
            <tfoot><tr><td colSpan={3}>{t('orders.total')}</td><td className="num" data-testid="order-detail-total">{formatPrice(o.total)}</td></tr></tfoot>
          </table>
        </Section>

        <Section title={t('orders.customer')}>
          <dl className="detail__list">
            <div><dt>{t('orders.customer')}</dt><dd>{o.person ? <Link to={`/persons/${o.person.id}`} data-testid="order-person-link">{o.customer.name || o.person.name || t('orders.openPerson')}</Link> : (o.customer.name || t('orders.noPerson'))}</dd></div>
            <div><dt>{t('orders.email')}</dt><dd>{o.customer.email ? <EmailLink email={o.customer.email} testId="order-detail-email" /> : '—'}</dd></div>
            <div><dt>{t('orders.phone')}</dt><dd>{o.customer.phone ? <PhoneLink phone={o.customer.phone} testId="order-detail-phone" /> : '—'}</dd></div>
            <div><dt>{t('orders.paidAt')}</dt><dd data-testid="order-paid-at">{o.paid_at ? relative(o.paid_at) : t('orders.notPaid')}</dd></div>
            <div>
              <dt>{t('orders.publicLink')}</dt>
              <dd className="row" style={{ flexWrap: 'wrap' }}>
                <a href={`/order/${o.hash}`} target="_blank" rel="noreferrer" data-testid="order-public-link"><ExternalLink size={14} aria-hidden="true" /> {t('orders.openPublic')}</a>
                <Button variant="ghost" size="sm" onPress={() => void copy()}><Copy size={14} aria-hidden="true" />{t('orders.copyLink')}</Button>
              </dd>
            </div>
          </dl>
        </Section>

        <Section title={t('orders.payments')} testId="order-payments">
          {o.payments.length === 0 ? <p className="muted">{t('orders.noPayments')}</p> : (
            <ul className="detail__items">
              {o.payments.map((p) => (
                <li key={p.id} className="detail__item">
                  <span><strong>{t(`orders.payment.${p.status}`)}</strong> · {formatPrice(p.amount)}{p.card ? ` · ${p.card}` : ''}</span>
                  <span className="detail__meta">{relative(p.created)} · <span data-testid="order-payment-integration">{p.integration ? p.integration.title : t('orders.paymentIntegrationGone')}</span>{p.failure ? ` · ${errorText(p.failure) ?? p.failure}` : ''}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title={t('orders.history')} testId="order-history">
          {o.history.length === 0 ? <p className="muted">{t('orders.noHistory')}</p> : (
            <ul className="detail__items">
              {o.history.map((h, i) => (
                <li key={i} className="detail__item">
                  <span>{t(`orderStatus.${leadStatusName(h.status_from)}`)} → {t(`orderStatus.${leadStatusName(h.status_to)}`)}</span>
                  <span className="detail__meta">{h.user?.name ?? t('orders.byPayment')} · {relative(h.created)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Comments order={o} />
      </div>
    </div>
  );
}
