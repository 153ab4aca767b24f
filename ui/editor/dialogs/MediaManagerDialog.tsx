// The media manager (SPEC §2): public collections and my files, search, create folder, upload with a
// progress bar, 30 items per page. Its rules (which collection opens first, what a collection change
// resets, paging, resolving with the chosen item on close) live in machines/mediaManager; this dialog
// renders the machine's snapshot and supplies its effects through the editor's data port.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import FolderPlus from 'lucide-react/icons/folder-plus';
import Search from 'lucide-react/icons/search';
import Upload from 'lucide-react/icons/upload';
import X from 'lucide-react/icons/x';
import {
  isOwnCollection, mediaManagerMachine,
  type MediaCollection as MachineCollection, type StockSource, type MediaItem as MachineItem, type MediaItemsPage, type MediaItemsQuery, type MediaManagerEvent,
} from '../../../machines/mediaManager/mediaManagerMachine';
import { ProgressBar } from '../../components/ProgressBar';
import type { EditorDataPort, MediaItem } from '../data/port';
import { useEditorServices } from '../state/EditorContext';

/** The editor's view of an item the machine holds (the machine keeps items opaque). */
export function toMediaItem(m: MachineItem | null): MediaItem | null {
  if (m === null || (typeof m.id !== 'number' && typeof m.id !== 'string') || typeof m.url !== 'string') return null;
  return {
    id: m.id, url: m.url, ...(typeof m.thumb === 'string' ? { thumb: m.thumb } : {}), title: typeof m.title === 'string' ? m.title : '', kind: m.kind === 'video' ? 'video' : 'image',
    ...(typeof m.poster === 'string' ? { poster: m.poster } : {}),
    ...(typeof m.width === 'number' && typeof m.height === 'number' ? { width: m.width, height: m.height } : {}),
  };
}

/** The machine with its effects: the port's typed adapters/endpoints calls. */
export function mediaMachineFor(port: EditorDataPort) {
  return mediaManagerMachine.provide({
    actors: {
      loadCollections: fromPromise<MachineCollection[], void>(async () => [...(await port.mediaCollections())]),
      loadItems: fromPromise<MediaItemsPage, MediaItemsQuery>(async ({ input: { source, collectionId, page: n, search, limit } }) => {
        const page = source === 'library'
          ? await port.mediaItems({ collectionId, page: n, search, limit })
          : await port.stockItems({ source, page: n, search, limit });
        return { items: [...page.items], last: page.last };
      }),
      upload: fromCallback<MediaManagerEvent, { files: readonly unknown[]; collectionId: number | null }>(({ input, sendBack }) => {
        const files = input.files.filter((f): f is File => f instanceof File);
        let cancelled = false;
        void (async () => {
          const out: MediaItem[] = [];
          try {
            for (const [i, f] of files.entries()) {
              out.push(...(await port.upload(f, (p) => { if (!cancelled) sendBack({ type: 'UPLOAD_PROGRESS', loaded: i + p, total: files.length }); }, input.collectionId)));
            }
            if (!cancelled) sendBack({ type: 'UPLOAD_DONE', items: out });
          } catch (error) {
            if (!cancelled) sendBack({ type: 'UPLOAD_FAILED', error });
          }
        })();
        return () => { cancelled = true; };
      }),
    },
  });
}

export function MediaManagerDialog({ onClose }: { onClose: (m: MediaItem | null) => void }) {
  const { t } = useTranslation('editor');
  const { port } = useEditorServices();
  const machine = useMemo(() => mediaMachineFor(port), [port]);
  const [snapshot, send] = useMachine(machine);
  const [folder, setFolder] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const closed = useRef(false);
  const { context } = snapshot;

  // The machine's output is the dialog's result (SPEC §4: resolves with the chosen item on close).
  useEffect(() => {
    if (snapshot.status !== 'done' || closed.current) return;
    closed.current = true;
    onClose(toMediaItem(snapshot.output?.item ?? null));
  }, [snapshot, onClose]);

  const createFolder = useMutation({
    mutationFn: (title: string) => port.createFolder(title),
    onSuccess: (c) => {
      setFolder(null);
      send({ type: 'COLLECTION_ADDED', collection: c });
    },
  });

  const group = (own: boolean): readonly MachineCollection[] => context.collections.filter((c) => isOwnCollection(c) === own);
  const list = context.items.flatMap((m) => toMediaItem(m) ?? []);
  const loading = snapshot.matches({ open: { browser: 'loadingCollections' } }) || (snapshot.matches({ open: { browser: 'loadingItems' } }) && context.page === 1);
  const failed = snapshot.matches({ open: { browser: 'failed' } });
  const uploading = snapshot.matches({ open: { upload: 'uploading' } });
  const selected = toMediaItem(context.selected);
  const library = context.source === 'library';
  const sourceButton = (source: StockSource) => (
    <button type="button" key={source} className="ed-media__coll" aria-current={context.source === source} onClick={() => send({ type: 'SELECT_SOURCE', source })}>{t(`media.sources.${source}`)}</button>
  );
  const collectionButton = (c: MachineCollection) => (
    <button type="button" key={c.id} className="ed-media__coll" aria-current={library && c.id === context.collectionId} onClick={() => send({ type: 'SELECT_COLLECTION', id: c.id })}>{c.title}<span>{c.count}</span></button>
  );

  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(o) => !o && send({ type: 'CLOSE' })}>
      <Modal className="modal ed-media">
        <Dialog className="ed-media__dialog" aria-label={t('media.title')}>
          <header className="ed-media__head">
            <Heading slot="title">{t('media.title')}</Heading>
            <button type="button" className="btn btn--ghost btn--icon" aria-label={t('common.close')} onClick={() => send({ type: 'CLOSE' })}><X size={18} /></button>
          </header>
          <div className="ed-media__body">
            <nav className="ed-media__nav" aria-label={t('media.collections')}>
              <p className="ed-media__group">{t('media.mine')}</p>
              {group(true).map(collectionButton)}
              {folder === null ? (
                <button type="button" className="ed-media__coll ed-media__coll--add" onClick={() => setFolder('')}><FolderPlus size={14} /> {t('media.newFolder')}</button>
              ) : (
                <form onSubmit={(e) => { e.preventDefault(); if (folder.trim() !== '') createFolder.mutate(folder.trim()); }}>
                  <input className="ed-input" autoFocus aria-label={t('media.folderName')} placeholder={t('media.folderName')} value={folder} onChange={(e) => setFolder(e.target.value)} onBlur={() => folder.trim() === '' && setFolder(null)} />
                </form>
              )}
              <p className="ed-media__group">{t('media.public')}</p>
              {group(false).map(collectionButton)}
              <p className="ed-media__group">{t('media.stock')}</p>
              {sourceButton('unsplash')}
              {sourceButton('icons8')}
            </nav>
            <section className="ed-media__main">
              <div className="ed-media__tools">
                <label className="ed-search">
                  <Search size={16} aria-hidden="true" />
                  <input type="search" aria-label={t('media.search')} placeholder={t('media.search')} value={context.search} onChange={(e) => send({ type: 'SEARCH', query: e.target.value })} />
                </label>
                <input ref={fileRef} type="file" accept="image/*,video/*" multiple hidden data-testid="media-upload-input"
                  onChange={(e) => { const files = [...(e.target.files ?? [])]; e.target.value = ''; if (files.length > 0) send({ type: 'UPLOAD', files }); }} />
                {library && <button type="button" className="btn btn--secondary" onClick={() => fileRef.current?.click()} disabled={uploading}><Upload size={16} /> {t('media.upload')}</button>}
              </div>
              {context.uploadProgress !== null && <ProgressBar label={t('media.uploading')} value={context.uploadProgress} />}
              {context.uploadError !== null && <p className="ed-field__error" role="alert">{t('media.uploadFailed')}</p>}
              {failed ? (
                <p className="ed-muted">{t('media.unavailable')}</p>
              ) : loading ? (
                <div className="ed-media__grid">{Array.from({ length: 8 }, (_, i) => <div key={i} className="ed-media__tile ed-skel" />)}</div>
              ) : list.length === 0 ? (
                <p className="ed-muted ed-media__empty">{context.search === '' && library ? t('media.empty') : t('media.noResults')}</p>
              ) : (
                <div className="ed-media__grid" role="listbox" aria-label={t('media.files')}>
                  {list.map((m) => (
                    <button type="button" role="option" aria-selected={selected?.id === m.id} key={m.id} className="ed-media__tile"
                      onClick={() => send({ type: 'SELECT_ITEM', item: m })} onDoubleClick={() => { send({ type: 'SELECT_ITEM', item: m }); send({ type: 'CHOOSE' }); }} title={m.title}>
                      {m.kind === 'video' && typeof m.thumb !== 'string' ? <video src={m.url} muted preload="metadata" /> : <img src={typeof m.thumb === 'string' ? m.thumb : m.url} alt={m.title} loading="lazy" />}
                    </button>
                  ))}
                </div>
              )}
              {!context.last && !loading && !failed && (
                <div className="ed-media__pager">
                  <button type="button" className="btn btn--ghost btn--sm" disabled={snapshot.matches({ open: { browser: 'loadingItems' } })} onClick={() => send({ type: 'LOAD_MORE' })}>{t('media.more')}</button>
                </div>
              )}
            </section>
          </div>
          <footer className="ed-media__foot">
            <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'CLOSE' })}>{t('common.cancel')}</button>
            <button type="button" className="btn" disabled={selected === null} onClick={() => send({ type: 'CHOOSE' })}>{t('media.choose')}</button>
          </footer>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
