// What the publish dialog shows in each state of the publishDialog machine (SPEC §2): default (enter
// the address), waiting, success (a link to open the page), error (retry). Pure view: the container
// feeds it the machine snapshot and sends the machine's events.
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import { useTranslation } from 'react-i18next';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import ExternalLink from 'lucide-react/icons/external-link';
import Rocket from 'lucide-react/icons/rocket';
import { AppDialog } from '../../../components/AppDialog';
import { Button } from '../../../components/Button';

export type PublishView = 'default' | 'waiting' | 'success' | 'error';

export interface PublishDialogViewProps {
  view: PublishView;
  /** The test subdomain code being entered. */
  code: string;
  /** Path after the host ('' for the root). */
  uri: string;
  /** Host the code is a subdomain of, e.g. 'localhost:18111'. */
  host: string;
  /** When the page is pinned to a domain the address is that domain's, shown read-only. */
  domainUrl: string | null;
  /** Translated address problem ('Некорректный адрес', 'Этот адрес занят', …). */
  addressError: string | null;
  /** Where the published page answers (success). */
  url: string | null;
  errorMessage: string | null;
  onCode: (code: string) => void;
  onUri: (uri: string) => void;
  /** The first publish asks for the title and description (null: not asked). */
  head?: { title: string; description: string } | null;
  titleError?: string | null;
  onTitle?: (title: string) => void;
  onDescription?: (description: string) => void;
  onPublish: () => void;
  onSaveAndContinue: () => void;
  onRetry: () => void;
  /** From the error back to the address form. */
  onEdit: () => void;
  onClose: () => void;
  /** Pre-publish warnings (a consent link to a policy page that does not exist): shown, never blocking. */
  checks?: ReactNode;
}

export function PublishDialogView(p: PublishDialogViewProps) {
  const { t } = useTranslation('pages');
  const close = <Button variant="secondary" onPress={p.onClose}>{t('common.close')}</Button>;
  if (p.view === 'success') {
    return (
      <AppDialog isOpen wide onClose={p.onClose} title={t('publish.successTitle')} testId="publish-dialog" actions={<Button onPress={p.onClose}>{t('publish.done')}</Button>}>
        <div className="alert alert--success" role="status"><CheckCircle2 size={18} aria-hidden="true" /><span>{t('publish.successText')}</span></div>
        {p.url && (
          <a className="publish-link row" href={p.url} target="_blank" rel="noreferrer" data-testid="published-link">
            <ExternalLink size={16} aria-hidden="true" />{p.url}
          </a>
        )}
      </AppDialog>
    );
  }
  if (p.view === 'error') {
    return (
      <AppDialog isOpen wide tone="danger" onClose={p.onClose} title={t('publish.errorTitle')} testId="publish-dialog" actions={<>{close}<Button variant="secondary" onPress={p.onEdit}>{t('publish.edit')}</Button><Button onPress={p.onRetry}>{t('publish.retry')}</Button></>}>
        <p className="muted" role="alert">{p.errorMessage || t('publish.errorText')}</p>
      </AppDialog>
    );
  }
  const waiting = p.view === 'waiting';
  return (
    <AppDialog
      isOpen
      wide
      dismissable={!waiting}
      onClose={p.onClose}
      title={t('publish.title')}
      testId="publish-dialog"
      actions={
        <>
          {!waiting && close}
          <Button variant="secondary" isDisabled={waiting} onPress={p.onSaveAndContinue}>{t('publish.saveAndContinue')}</Button>
          <Button type="submit" form="publish-form" pending={waiting}><Rocket size={16} aria-hidden="true" />{waiting ? t('publish.waiting') : t('publish.submit')}</Button>
        </>
      }
    >
      <p className="muted">{t('publish.lead')}</p>
      {p.checks}
      {/* The machine decides whether an address may be sent; "aria" shows a field as invalid without
          the browser blocking the submit (a taken address may be tried again). */}
      <Form id="publish-form" className="stack" validationBehavior="aria" onSubmit={(e) => { e.preventDefault(); p.onPublish(); }}>
        {p.domainUrl ? (
          <div className="field">
            <span className="field__label">{t('publish.address')}</span>
            <strong className="publish-link">{p.domainUrl}</strong>
            <span className="field__help">{t('publish.domainHelp')}</span>
          </div>
        ) : (
          <div className="field">
            <span className="field__label" id="publish-address">{t('publish.address')}</span>
            <div className="row" style={{ gap: 4 }}>
              <AriaTextField value={p.code} onChange={p.onCode} isInvalid={Boolean(p.addressError)} isDisabled={waiting} autoFocus aria-label={t('publish.code')}>
                <Input className="field__input" style={{ width: 170 }} />
              </AriaTextField>
              <span className="muted">.{p.host}/</span>
              <AriaTextField value={p.uri} onChange={p.onUri} isInvalid={Boolean(p.addressError)} isDisabled={waiting} aria-label={t('publish.uri')}>
                <Input className="field__input" style={{ width: 120 }} placeholder={t('publish.uriPlaceholder')} />
              </AriaTextField>
            </div>
            {p.addressError ? <span className="field__error" role="alert">{p.addressError}</span> : <span className="field__help">{t('publish.codeHelp')}</span>}
          </div>
        )}
        {p.head && (
          <>
            <AriaTextField className="field" value={p.head.title} onChange={p.onTitle} isInvalid={Boolean(p.titleError)} isDisabled={waiting} isRequired>
              <Label className="field__label">{t('publish.pageTitle')}</Label>
              <Input className="field__input" maxLength={300} />
              {p.titleError ? <span className="field__error" role="alert">{p.titleError}</span> : <span className="field__help">{t('publish.pageTitleHelp')}</span>}
            </AriaTextField>
            <AriaTextField className="field" value={p.head.description} onChange={p.onDescription} isDisabled={waiting}>
              <Label className="field__label">{t('publish.pageDescription')}</Label>
              <TextArea className="field__input textarea" rows={3} maxLength={1000} />
              <span className="field__help">{t('publish.pageDescriptionHelp')}</span>
            </AriaTextField>
          </>
        )}
      </Form>
      {waiting && <p className="subtle" role="status">{t('publish.waitingText')}</p>}
    </AppDialog>
  );
}
