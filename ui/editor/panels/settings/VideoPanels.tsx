// The video widget's content (an uploaded clip, or a YouTube, Vimeo, Rutube or VK Video link, and a
// poster shown before play) and a section's muted looping background clip. Clips and posters are
// chosen in the media manager; a choice that sets several values is one undo step.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Film from 'lucide-react/icons/film';
import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { videoEmbedUrl, type Widget } from '../../engine';
import { useMediaPicker } from '../../dialogs/mediaPicker';
import type { MediaItem } from '../../data/port';
import { useEditorServices } from '../../state/EditorContext';
import { CfgText, Section } from '../fields';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Sets (a value) or removes (null) several cfg keys of one widget as one step. */
function useCfgBatch(w: Widget) {
  const { editor, run } = useEditorServices();
  return (values: Readonly<Record<string, unknown>>) => editor.transaction(() => {
    for (const [path, value] of Object.entries(values)) {
      if (value === null) {
        if (w.cfg[path] !== undefined) run({ type: 'widget.param.delete', id: w.id, path });
      } else run({ type: 'widget.param.set', id: w.id, path, value });
    }
  });
}

/** Picks a clip from the media manager; an image picked instead is named, not used. */
function useClipPicker(onWrongKind: (wrong: boolean) => void) {
  const pick = useMediaPicker();
  return async (): Promise<MediaItem | null> => {
    const m = await pick();
    if (m === null) return null;
    onWrongKind(m.kind !== 'video');
    return m.kind === 'video' ? m : null;
  };
}

function Preview({ src, empty }: { src: string; empty: string }) {
  return <div className="ed-picture">{src === '' ? <div className="ed-picture__empty">{empty}</div> : <img src={src} alt="" />}</div>;
}

export function VideoPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const [wrongKind, setWrongKind] = useState(false);
  const pickClip = useClipPicker(setWrongKind);
  const pick = useMediaPicker();
  const set = useCfgBatch(w);
  const src = text(w.cfg.src);
  const poster = text(w.cfg.poster);
  const chooseClip = async () => {
    const m = await pickClip();
    if (m !== null) set({ src: m.url, clipName: m.title === '' ? null : m.title, poster: m.poster ?? null, width: m.width ?? null, height: m.height ?? null });
  };
  const choosePoster = async () => {
    const m = await pick();
    if (m !== null && m.kind === 'image') set({ poster: m.url });
  };
  return (
    <Section title={t('panels.video')}>
      <Preview src={poster} empty={src === '' ? t('video.noPoster') : t('video.clipNoPoster')} />
      {src !== '' && <p className="ed-muted" data-testid="video-clip-name">{t('video.clipChosen', { name: text(w.cfg.clipName) || src.split('/').pop() })}</p>}
      <button type="button" className="btn btn--secondary btn--sm btn--block" onClick={() => void chooseClip()}>
        <Film size={16} /> {src === '' ? t('video.chooseClip') : t('video.replaceClip')}
      </button>
      {wrongKind && <p className="ed-field__error" role="alert">{t('video.notAClip')}</p>}
      {src !== '' && (
        <button type="button" className="btn btn--ghost btn--sm btn--block" onClick={() => set({ src: null, clipName: null, width: null, height: null, poster: null })}>
          <Trash2 size={16} /> {t('video.removeClip')}
        </button>
      )}
      {src === '' && (
        <>
          {/* One parser for the panel, the engine and the published facade (engine/video-links.ts). */}
          <CfgText w={w} path="url" label={t('video.url')} placeholder="https://rutube.ru/video/…"
            validate={(v) => (v.trim() === '' || videoEmbedUrl(v) !== null ? null : t('video.invalid'))} />
          <p className="ed-muted">{t('video.hint')}</p>
          <button type="button" className="btn btn--secondary btn--sm btn--block" onClick={() => void choosePoster()}>
            <ImagePlus size={16} /> {t('video.choosePoster')}
          </button>
          {poster !== '' && (
            <button type="button" className="btn btn--ghost btn--sm btn--block" onClick={() => set({ poster: null })}>
              <Trash2 size={16} /> {t('video.removePoster')}
            </button>
          )}
        </>
      )}
      <CfgText w={w} path="title" label={t('video.title')} />
    </Section>
  );
}

/** A section's background clip: muted, looping, behind its content; its poster for reduced motion. */
export function BackgroundVideoPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const [wrongKind, setWrongKind] = useState(false);
  const pickClip = useClipPicker(setWrongKind);
  const set = useCfgBatch(w);
  const clip = text(w.cfg.bgVideo);
  const choose = async () => {
    const m = await pickClip();
    if (m !== null) set({ bgVideo: m.url, bgPoster: m.poster ?? null });
  };
  return (
    <Section title={t('panels.bgVideo')}>
      {clip !== '' && <Preview src={text(w.cfg.bgPoster)} empty={t('video.clipNoPoster')} />}
      <button type="button" className="btn btn--secondary btn--sm btn--block" onClick={() => void choose()}>
        <Film size={16} /> {clip === '' ? t('video.chooseBackground') : t('video.replaceClip')}
      </button>
      {wrongKind && <p className="ed-field__error" role="alert">{t('video.notAClip')}</p>}
      {clip !== '' && (
        <button type="button" className="btn btn--ghost btn--sm btn--block" onClick={() => set({ bgVideo: null, bgPoster: null })}>
          <Trash2 size={16} /> {t('video.removeBackground')}
        </button>
      )}
      <p className="ed-muted">{t('video.backgroundHint')}</p>
    </Section>
  );
}
