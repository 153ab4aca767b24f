// The publish dialog of the pages list. Flow: default (address) → waiting → success | error (retry);
// "save and continue" stores the address without publishing.
// INTERIM: machines/publishDialog is not in the repository yet, so the states are kept here with two
// mutations; the address rules stay on the server (its field errors are shown inline). When the
// machine lands this container sends its events instead and PublishDialogView stays as it is.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, endpoints } from '../../../../adapters/index';
import { errorText } from '../../../i18n/index';
import { toasts } from '../../../lib/toasts';
import { pageKey } from '../data/page';
import { pagesKey } from '../data/pages';
import { pageUrl } from '../data/pageUrl';
import type { PageItem } from '../data/types';
import { PublishDialogView, type PublishView } from './PublishDialogView';

function hostOf(url: string, code: string): string {
  return new URL(url).host.slice(code.length + 1);
}

function codeErrorOf(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  const field = err.fields.code ?? err.fields.uri;
  return field ? errorText(field) ?? field : null;
}

export function PublishDialog({ page, domainName, onClose, onPublished }: { page: PageItem; domainName: string | null; onClose: () => void; onPublished?: () => void }) {
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  const [code, setCode] = useState(page.code);
  const [view, setView] = useState<PublishView>('default');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: pagesKey });
    void qc.invalidateQueries({ queryKey: pageKey(page.id) });
  };
  const publish = useMutation({
    mutationFn: () => endpoints.pages.publish({ params: { pageId: page.id }, body: domainName ? {} : { code }, suppressErrors: true }),
    onMutate: () => setView('waiting'),
    onSuccess: (r) => {
      setUrl(r.url);
      setView('success');
      refresh();
      onPublished?.();
    },
    onError: (err) => {
      const fieldError = codeErrorOf(err);
      if (fieldError) {
        // A taken or malformed address is the user's to fix, in the address step.
        setCodeError(fieldError);
        setView('default');
        return;
      }
      setErrorMessage(err instanceof ApiError ? errorText(err.code) ?? err.message : null);
      setView('error');
    },
  });
  const save = useMutation({
    mutationFn: () => endpoints.pages.update({ params: { pageId: page.id }, body: { code }, suppressErrors: true }),
    onSuccess: () => {
      toasts.show('success', t('publish.saved'));
      refresh();
      onClose();
    },
    onError: (err) => setCodeError(codeErrorOf(err) ?? t('common.saveFailed')),
  });
  const sample = pageUrl({ code: code || 'x', uri: '' }, null);
  return (
    <PublishDialogView
      view={view}
      code={code}
      host={hostOf(sample, code || 'x')}
      domainUrl={domainName ? pageUrl(page, domainName) : null}
      codeError={codeError}
      url={url}
      errorMessage={errorMessage}
      onCode={(c) => {
        setCode(c);
        setCodeError(null);
      }}
      onPublish={() => (code.trim() || domainName ? publish.mutate() : setCodeError(t('common.required')))}
      onSaveAndContinue={() => (code.trim() ? save.mutate() : setCodeError(t('common.required')))}
      onRetry={() => publish.mutate()}
      onClose={onClose}
    />
  );
}
