// One lead in full (SPEC §2 leads screen "detail"): how to reach the client (tel:, mailto:), what the visitor filled in with the form's
// labels, the page and form, when it arrived (the user's zone), the visit's UTM tags and referrer,
// the status (changeable here) and its history.
import { useTranslation } from 'react-i18next';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Link } from 'react-router';
import X from 'lucide-react/icons/x';
import { leadStatusName, type LeadStatus } from '../../../api/routes/leads';
import { AD_TAGS } from '../../../engine/index';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/States';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { ContactLinks } from './ContactLinks';
import { LeadAnswer } from './LeadAnswer';
import { LeadConsent } from './LeadConsent';
import { LeadStatusBadge } from './StatusBadge';
import { StatusMenu } from '../../components/StatusMenu';
import { useLead } from './data';

export function LeadDrawer({ id, onClose, onStatus }: { id: number | null; onClose: () => void; onStatus: (id: number, s: LeadStatus) => void }) {
  const { t } = useTranslation('leads');
  const lead = useLead(id);
  const when = useRelativeDate();
  const l = lead.data;
  return (
    <ModalOverlay className="drawer-overlay" isOpen={id !== null} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="drawer">
        <Dialog className="drawer__dialog" data-testid="lead-drawer">
          <div className="drawer__head">
            <Heading slot="title" className="drawer__title">{t('detail.title', { id: id ?? '' })}</Heading>
            <Button variant="ghost" size="sm" icon aria-label={t('detail.close')} onPress={onClose}><X size={18} /></Button>
          </div>
          {lead.isError && <ErrorState onRetry={() => void lead.refetch()} />}
          {!l && !lead.isError && <p className="muted" aria-live="polite">{t('detail.loading')}</p>}
          {l && (
            <div className="drawer__body">
              <div className="lead-detail__status">
                <LeadStatusBadge status={l.status} />
                <StatusMenu labelOf={(s) => t(`status.${leadStatusName(s)}`)} current={l.status} onChoose={(s) => onStatus(l.id, s)} testId="lead-drawer-status">{t('batch.status')}</StatusMenu>
              </div>
              <section>
                <h3 className="lead-detail__h">{t('contact.title')}</h3>
                <ContactLinks contact={l.contact} layout="list" />
              </section>
              <section>
                <h3 className="lead-detail__h">{t('detail.fields')}</h3>
                {l.fields.length === 0 ? <p className="muted">{t('detail.noFields')}</p> : (
                  <dl className="lead-detail__list" data-testid="lead-fields">
                    {l.fields.map((f) => (
                      <div key={f.name}><dt>{f.label}</dt><dd><LeadAnswer kind={f.kind} value={f.value} leadId={l.id} file={l.files?.find((x) => x.field === f.name)} /></dd></div>
                    ))}
                  </dl>
                )}
              </section>
              <LeadConsent consents={l.consents} />
              <dl className="lead-detail__list">
                <div><dt>{t('detail.received')}</dt><dd data-testid="lead-received">{when(l.created)}</dd></div>
                <div><dt>{t('detail.page')}</dt><dd>{l.page ? <Link to={`/leads/${l.page.id}`}>{l.page.title || t('untitled')}</Link> : t('noPage')}</dd></div>
                <div><dt>{t('detail.form')}</dt><dd>{l.form || '—'}</dd></div>
                <div><dt>{t('detail.referrer')}</dt><dd className="lead-detail__wrap">{l.referrer || t('detail.direct')}</dd></div>
              </dl>
              <section>
                <h3 className="lead-detail__h">{t('detail.utm')}</h3>
                {Object.keys(l.utm).length === 0 ? <p className="muted">{t('detail.noUtm')}</p> : (
                  <dl className="lead-detail__list" data-testid="lead-utm">
                    {AD_TAGS.filter((k) => l.utm[k]).map((k) => <div key={k}><dt>{k}</dt><dd>{l.utm[k]}</dd></div>)}
                  </dl>
                )}
              </section>
              <section>
                <h3 className="lead-detail__h">{t('detail.history')}</h3>
                {l.history.length === 0 ? <p className="muted">{t('detail.noHistory')}</p> : (
                  <ol className="lead-detail__history" data-testid="lead-history">
                    {l.history.map((h, i) => (
                      <li key={i}>
                        <span className="muted">{when(h.created)}</span>{' '}
                        {t(`status.${leadStatusName(h.status_from)}`)} → {t(`status.${leadStatusName(h.status_to)}`)}
                        {' · '}{h.user ? t('detail.by', { name: h.user.name }) : t('detail.unknownUser')}
                      </li>
                    ))}
                  </ol>
                )}
              </section>
              <section>
                <h3 className="lead-detail__h">{t('detail.technical')}</h3>
                <dl className="lead-detail__list">
                  <div><dt>{t('detail.ip')}</dt><dd>{l.ip || '—'}</dd></div>
                  <div><dt>{t('detail.userAgent')}</dt><dd className="lead-detail__wrap">{l.user_agent || '—'}</dd></div>
                </dl>
              </section>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
