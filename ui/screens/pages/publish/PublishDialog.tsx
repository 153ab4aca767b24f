// The publish dialog on machines/publishDialog (SPEC §2): default (address) → waiting → success (link)
// or error (retry), plus save-and-continue. The machine owns the states and the address rules; this
// container supplies its effects (HTTP through adapters) and renders PublishDialogView. A page never
// published yet is asked for its title and description too (read from the page first).
import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../adapters/index';
import { isPublishing, publishDialogMachine, type PageHeadFields, type PublishTarget } from '../../../../machines/index';
import { AppDialog } from '../../../components/AppDialog';
import { Button } from '../../../components/Button';
import { PolicyLinkWarning } from '../../../components/PolicyLinkWarning';
import { errorText } from '../../../i18n/index';
import { toasts } from '../../../lib/toasts';
import { pageKey, pagesKey } from '../../../lib/queryKeys';
import { usePage } from '../../../lib/usePage';
import { draftHostOf } from '../data/pageUrl';
import { PublishDialogView, type PublishView } from './PublishDialogView';

export interface PublishDialogProps {
  /**
   * The page's addresses as the server states them (api/pageUrl.ts): `url` while it is published,
   * `test_url` its test address, `domain_url` its address on a pinned domain (shown read-only).
   */
  page: { id: number; code: string; uri: string; url: string | null; test_url: string; domain_url: string | null };
  /** The editor passes its autosave flush so what is published is what the user sees. */
  flushDraft?: () => Promise<void>;
  onClose: () => void;
  onPublished?: () => void;
}

export function PublishDialog(props: PublishDialogProps) {
  const { t } = useTranslation('pages');
  const full = usePage(props.page.id);
  if (full.isPending) {
    return (
      <AppDialog isOpen wide onClose={props.onClose} title={t('publish.title')} testId="publish-dialog" actions={<Button variant="secondary" onPress={props.onClose}>{t('common.close')}</Button>}>
        <p className="subtle" role="status">{t('publish.loading')}</p>
      </AppDialog>
    );
  }
  // Unknown (the page did not load): the address alone, as before; the server keeps its title.
  const p = full.data;
  const head = p && p.published_at === null ? { title: p.title || p.name, description: p.description } : undefined;
  return <PublishDialogMachine {...props} head={head} />;
}

function PublishDialogMachine({ page, flushDraft, onClose, onPublished, head }: PublishDialogProps & { head: PageHeadFields | undefined }) {
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: pagesKey });
    void qc.invalidateQueries({ queryKey: pageKey(page.id) });
  };
  const [snapshot, send] = useMachine(
    publishDialogMachine.provide({
      actors: {
        flushDraft: fromPromise<void, void>(async () => flushDraft?.()),
        saveAddress: fromPromise<void, PublishTarget>(async ({ input }) => {
          await endpoints.pages.update({ params: { pageId: page.id }, body: { code: input.code, uri: input.uri, ...input.head }, suppressErrors: true });
          toasts.show('success', t('publish.saved'));
          refresh();
        }),
        publish: fromPromise<{ url: string }, PublishTarget>(async ({ input }) => {
          // The title and description asked at the first publish go out with the page, in one call.
          const r = await endpoints.pages.publish({ params: { pageId: page.id }, body: { code: input.code, uri: input.uri, ...input.head }, suppressErrors: true });
          refresh();
          onPublished?.();
          return { url: r.url };
        }),
      },
    }),
    { input: { code: page.code, uri: page.uri, url: page.url, head } },
  );
  const closed = snapshot.status === 'done';
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const c = snapshot.context;
  const view: PublishView = snapshot.matches('success') ? 'success' : snapshot.matches('error') ? 'error' : isPublishing(snapshot) || snapshot.matches('savingDraft') || snapshot.matches('savingAddress') ? 'waiting' : 'default';
  return (
    <PublishDialogView
      view={view}
      code={c.code}
      uri={c.uri}
      host={draftHostOf(page)}
      domainUrl={page.domain_url}
      addressError={c.addressError ? t(`machine.${c.addressError}`) : c.error && view === 'default' ? errorText(c.error.code) ?? c.error.message : null}
      url={c.url}
      errorMessage={c.error ? errorText(c.error.code) ?? c.error.message : null}
      onCode={(code) => send({ type: 'SET_ADDRESS', code })}
      onUri={(uri) => send({ type: 'SET_ADDRESS', uri })}
      head={c.head}
      titleError={c.titleError ? t(`machine.${c.titleError}`) : null}
      onTitle={(title) => send({ type: 'SET_HEAD', title })}
      onDescription={(description) => send({ type: 'SET_HEAD', description })}
      onPublish={() => send({ type: 'PUBLISH' })}
      onSaveAndContinue={() => send({ type: 'SAVE_AND_CONTINUE' })}
      onRetry={() => send({ type: 'RETRY' })}
      onEdit={() => send({ type: 'EDIT' })}
      onClose={() => (closed ? onClose() : send({ type: 'CLOSE' }))}
      checks={<PolicyLinkWarning pageId={page.id} before={flushDraft} />}
    />
  );
}
