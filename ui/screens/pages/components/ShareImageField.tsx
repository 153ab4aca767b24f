import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ImageUp from 'lucide-react/icons/image-up';
import ImageIcon from 'lucide-react/icons/image';
import Trash2 from 'lucide-react/icons/trash';
import { Button } from '../../../components/Button';
import { toasts } from '../../../lib/toasts';
import { errorText } from '../../../i18n/index';
import { ApiError } from '../../../../adapters/index';
import { pageKey } from '../../../lib/queryKeys';
import { removeShareImage, SHARE_IMAGE_MAX_BYTES, uploadShareImage } from '../data/page';
import type { PageView } from '../../../../api/routes/pages';

/** The share card's image: any common image up to 10 MB; the server crops it to 1200×630 (api/pageHead.ts SHARE_IMAGE). */
export function ShareImageField({ page }: { page: PageView }) {
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onDone = (next: PageView) => qc.setQueryData(pageKey(page.id), next);
  const upload = useMutation({
    mutationFn: (file: File) => uploadShareImage(page.id, file),
    onSuccess: (next, file) => {
      onDone(next);
      setPreview(URL.createObjectURL(file));
      toasts.show('success', t('share.uploaded'));
    },
    onError: (err) => setError((err instanceof ApiError && errorText(err.code)) || t('share.uploadFailed')),
  });
  const remove = useMutation({
    mutationFn: () => removeShareImage(page.id),
    onSuccess: (next) => {
      onDone(next);
      setPreview(null);
    },
    onError: () => toasts.show('danger', t('share.saveFailed')),
  });
  const pick = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(t('share.wrongType'));
    if (file.size > SHARE_IMAGE_MAX_BYTES) return setError(t('share.tooLarge'));
    upload.mutate(file);
  };
  return (
    <div className="field">
      <span className="field__label" id="share-image-label">{t('share.image')}</span>
      <div className="share-image">
        <div className="share-image__img" aria-hidden="true">
          {preview ? <img src={preview} alt="" /> : <ImageIcon size={20} color={page.share_image ? 'var(--color-primary)' : 'var(--color-text-subtle)'} />}
        </div>
        <span className="muted grow">{page.share_image ? t('share.set') : t('share.none')}</span>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-labelledby="share-image-label"
          data-testid="share-image-input"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button variant="secondary" size="sm" pending={upload.isPending} onPress={() => input.current?.click()}><ImageUp size={14} aria-hidden="true" />{t('share.upload')}</Button>
        {page.share_image && <Button variant="ghost" size="sm" pending={remove.isPending} onPress={() => remove.mutate()}><Trash2 size={14} aria-hidden="true" />{t('share.remove')}</Button>}
      </div>
      {error ? <span className="field__error" role="alert">{error}</span> : <span className="field__help">{t('share.imageHelp')}</span>}
    </div>
  );
}
