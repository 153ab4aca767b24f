import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ImageUp from 'lucide-react/icons/image-up';
import ImageIcon from 'lucide-react/icons/image';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import { Button } from '../../../components/Button';
import { toasts } from '../../../lib/toasts';
import { errorText } from '../../../i18n/index';
import { ApiError } from '../../../../adapters/index';
import { pageKey } from '../../../lib/queryKeys';
import { FAVICON_MAX_BYTES, FAVICON_TYPES, removeFavicon, removeShareImage, SHARE_IMAGE_MAX_BYTES, uploadFavicon, uploadShareImage } from '../data/page';
import type { PageView } from '../../../../api/routes/pages';

/** What differs between a page's two images; the field itself (pick, check, upload, remove) is one. */
interface ImageKind {
  upload: (pageId: number, file: File) => Promise<PageView>;
  remove: (pageId: number) => Promise<PageView>;
  maxBytes: number;
  accepts: (type: string) => boolean;
  /** The file dialog's filter. */
  accept: string;
  isSet: (page: PageView) => boolean;
  icon: (set: boolean) => ReactNode;
  /** The catalogue group of its texts (pages.ru.json), and the keys of its label and help there. */
  texts: 'favicon' | 'share';
  label: string;
  help: string;
  /** Its row's class (pages.css) and the file input's id and test id. */
  name: 'favicon' | 'share-image';
}

const tone = (set: boolean) => (set ? 'var(--color-primary)' : 'var(--color-text-subtle)');

const KINDS: Record<'favicon' | 'share', ImageKind> = {
  /** ICO, GIF, JPEG or PNG up to 500 KB, 16×16 recommended (SPEC §5). */
  favicon: {
    upload: uploadFavicon,
    remove: removeFavicon,
    maxBytes: FAVICON_MAX_BYTES,
    accepts: (type) => (FAVICON_TYPES as readonly string[]).includes(type),
    accept: '.ico,.gif,.jpg,.jpeg,.png,image/x-icon,image/gif,image/jpeg,image/png',
    isSet: (page) => page.favicon,
    icon: (set) => <Star size={16} color={tone(set)} />,
    texts: 'favicon',
    label: 'favicon.label',
    help: 'favicon.help',
    name: 'favicon',
  },
  /** The share card's image: any common image up to 10 MB; the server crops it to 1200×630 (api/pageHead.ts SHARE_IMAGE). */
  share: {
    upload: uploadShareImage,
    remove: removeShareImage,
    maxBytes: SHARE_IMAGE_MAX_BYTES,
    accepts: (type) => type.startsWith('image/'),
    accept: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
    isSet: (page) => Boolean(page.share_image),
    icon: (set) => <ImageIcon size={20} color={tone(set)} />,
    texts: 'share',
    label: 'share.image',
    help: 'share.imageHelp',
    name: 'share-image',
  },
};

/**
 * A page's favicon or share image: a wrong type or size is refused before sending, an upload shows
 * at once (the page in the cache is the server's answer), and a server refusal says its own text.
 */
export function PageImageField({ page, kind }: { page: PageView; kind: 'favicon' | 'share' }) {
  const k = KINDS[kind];
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onDone = (next: PageView) => qc.setQueryData(pageKey(page.id), next);
  const upload = useMutation({
    mutationFn: (file: File) => k.upload(page.id, file),
    onSuccess: (next, file) => {
      onDone(next);
      setPreview(URL.createObjectURL(file));
      toasts.show('success', t(`${k.texts}.uploaded`));
    },
    onError: (err) => setError((err instanceof ApiError && errorText(err.code)) || t(`${k.texts}.uploadFailed`)),
  });
  const remove = useMutation({
    mutationFn: () => k.remove(page.id),
    onSuccess: (next) => {
      onDone(next);
      setPreview(null);
    },
    onError: () => toasts.show('danger', t(`${k.texts}.saveFailed`)),
  });
  const pick = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!k.accepts(file.type)) return setError(t(`${k.texts}.wrongType`));
    if (file.size > k.maxBytes) return setError(t(`${k.texts}.tooLarge`));
    upload.mutate(file);
  };
  const set = k.isSet(page);
  return (
    <div className="field">
      <span className="field__label" id={`${k.name}-label`}>{t(k.label)}</span>
      <div className={k.name}>
        <div className={`${k.name}__img`} aria-hidden="true">{preview ? <img src={preview} alt="" /> : k.icon(set)}</div>
        <span className="muted grow">{set ? t(`${k.texts}.set`) : t(`${k.texts}.none`)}</span>
        <input
          ref={input}
          type="file"
          hidden
          accept={k.accept}
          aria-labelledby={`${k.name}-label`}
          data-testid={`${k.name}-input`}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button variant="secondary" size="sm" pending={upload.isPending} onPress={() => input.current?.click()}><ImageUp size={14} aria-hidden="true" />{t(`${k.texts}.upload`)}</Button>
        {set && <Button variant="ghost" size="sm" pending={remove.isPending} onPress={() => remove.mutate()}><Trash2 size={14} aria-hidden="true" />{t(`${k.texts}.remove`)}</Button>}
      </div>
      {error ? <span className="field__error" role="alert">{error}</span> : <span className="field__help">{t(k.help)}</span>}
    </div>
  );
}
