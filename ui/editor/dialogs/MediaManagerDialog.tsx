// The media manager (SPEC §2): public collections and my files, search, create folder, upload with a
// progress bar, 30 items per page. The first user collection is chosen, else the first public one;
// changing collection resets page, search and selection (SPEC §4).
import { useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FolderPlus, Search, Upload, X } from 'lucide-react';
import { ProgressBar } from '../../components/ProgressBar';
import type { MediaCollection, MediaItem } from '../data/port';
import { useEditorServices } from '../state/EditorContext';

export function MediaManagerDialog({ onClose }: { onClose: (m: MediaItem | null) => void }) {
  const { t } = useTranslation('editor');
  const { port } = useEditorServices();
  const qc = useQueryClient();
  const [collection, setCollection] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [folder, setFolder] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const collections = useQuery({ queryKey: ['editor', 'media', 'collections'], queryFn: () => port.mediaCollections() });
  useEffect(() => {
    const list = collections.data;
    if (collection !== null || list === undefined || list.length === 0) return;
    setCollection((list.find((c) => c.mine) ?? list[0]).id);
  }, [collections.data, collection]);
  const items = useQuery({
    queryKey: ['editor', 'media', 'items', collection, page, search],
    queryFn: () => port.mediaItems({ collectionId: collection, page, search }),
    enabled: collection !== null,
  });

  const choose = (id: number) => {
    setCollection(id);
    setPage(1);
    setSearch('');
    setSelected(null);
  };

  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const out: MediaItem[] = [];
      for (const [i, f] of files.entries()) {
        out.push(...(await port.upload(f, (p) => setProgress((i + p) / files.length))));
      }
      return out;
    },
    onSettled: () => setProgress(null),
    onSuccess: async (uploaded) => {
      await qc.invalidateQueries({ queryKey: ['editor', 'media'] });
      // Show the upload where it landed (my files), already selected.
      const mine = qc.getQueryData<readonly MediaCollection[]>(['editor', 'media', 'collections'])?.find((c) => c.mine);
      if (mine !== undefined) choose(mine.id);
      if (uploaded[0] !== undefined) setSelected(uploaded[0]);
    },
  });
  const createFolder = useMutation({
    mutationFn: (title: string) => port.createFolder(title),
    onSuccess: (c) => {
      setFolder(null);
      void qc.invalidateQueries({ queryKey: ['editor', 'media', 'collections'] });
      choose(c.id);
    },
  });

  const group = (mine: boolean): readonly MediaCollection[] => (collections.data ?? []).filter((c) => c.mine === mine);
  const list = items.data?.items ?? [];

  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(o) => !o && onClose(null)}>
      <Modal className="modal ed-media">
        <Dialog className="ed-media__dialog" aria-label={t('media.title')}>
          <header className="ed-media__head">
            <Heading slot="title">{t('media.title')}</Heading>
            <button type="button" className="btn btn--ghost btn--icon" aria-label={t('common.close')} onClick={() => onClose(null)}><X size={18} /></button>
          </header>
          <div className="ed-media__body">
            <nav className="ed-media__nav" aria-label={t('media.collections')}>
              <p className="ed-media__group">{t('media.mine')}</p>
              {group(true).map((c) => <button type="button" key={c.id} className="ed-media__coll" aria-current={c.id === collection} onClick={() => choose(c.id)}>{c.title}<span>{c.count}</span></button>)}
              {folder === null ? (
                <button type="button" className="ed-media__coll ed-media__coll--add" onClick={() => setFolder('')}><FolderPlus size={14} /> {t('media.newFolder')}</button>
              ) : (
                <form onSubmit={(e) => { e.preventDefault(); if (folder.trim() !== '') createFolder.mutate(folder.trim()); }}>
                  <input className="ed-input" autoFocus aria-label={t('media.folderName')} placeholder={t('media.folderName')} value={folder} onChange={(e) => setFolder(e.target.value)} onBlur={() => folder.trim() === '' && setFolder(null)} />
                </form>
              )}
              <p className="ed-media__group">{t('media.public')}</p>
              {group(false).map((c) => <button type="button" key={c.id} className="ed-media__coll" aria-current={c.id === collection} onClick={() => choose(c.id)}>{c.title}<span>{c.count}</span></button>)}
            </nav>
            <section className="ed-media__main">
              <div className="ed-media__tools">
                <label className="ed-search">
                  <Search size={16} aria-hidden="true" />
                  <input type="search" aria-label={t('media.search')} placeholder={t('media.search')} value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} />
                </label>
                <input ref={fileRef} type="file" accept="image/*,video/*" multiple hidden data-testid="media-upload-input"
                  onChange={(e) => { const files = [...(e.target.files ?? [])]; e.target.value = ''; if (files.length > 0) upload.mutate(files); }} />
                <button type="button" className="btn btn--secondary" onClick={() => fileRef.current?.click()} disabled={upload.isPending}><Upload size={16} /> {t('media.upload')}</button>
              </div>
              {progress !== null && <ProgressBar label={t('media.uploading')} value={Math.round(progress * 100)} />}
              {upload.isError && <p className="ed-field__error" role="alert">{t('media.uploadFailed')}</p>}
              {collections.isError || items.isError ? (
                <p className="ed-muted">{t('media.unavailable')}</p>
              ) : items.isLoading || collections.isLoading ? (
                <div className="ed-media__grid">{Array.from({ length: 8 }, (_, i) => <div key={i} className="ed-media__tile ed-skel" />)}</div>
              ) : list.length === 0 ? (
                <p className="ed-muted ed-media__empty">{search === '' ? t('media.empty') : t('media.noResults')}</p>
              ) : (
                <div className="ed-media__grid" role="listbox" aria-label={t('media.files')}>
                  {list.map((m) => (
                    <button type="button" role="option" aria-selected={selected?.id === m.id} key={m.id} className="ed-media__tile" onClick={() => setSelected(m)} onDoubleClick={() => onClose(m)} title={m.title}>
                      {m.kind === 'video' ? <video src={m.url} muted /> : <img src={m.url} alt={m.title} loading="lazy" />}
                    </button>
                  ))}
                </div>
              )}
              {(items.data?.totalPages ?? 1) > 1 && (
                <div className="ed-media__pager">
                  <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>‹</button>
                  <span>{page} / {items.data?.totalPages}</span>
                  <button type="button" className="btn btn--ghost btn--sm" disabled={page >= (items.data?.totalPages ?? 1)} onClick={() => setPage(page + 1)}>›</button>
                </div>
              )}
            </section>
          </div>
          <footer className="ed-media__foot">
            <button type="button" className="btn btn--secondary" onClick={() => onClose(null)}>{t('common.cancel')}</button>
            <button type="button" className="btn" disabled={selected === null} onClick={() => onClose(selected)}>{t('media.choose')}</button>
          </footer>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
