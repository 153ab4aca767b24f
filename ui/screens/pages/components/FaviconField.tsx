import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ImageUp from 'lucide-react/icons/image-up';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import { Button } from '../../../components/Button';
import { toasts } from '../../../lib/toasts';
import { pageKey } from '../../../lib/queryKeys';
import { FAVICON_MAX_BYTES, FAVICON_TYPES, removeFavicon, uploadFavicon } from '../data/page';
import type { PageView } from '../../../../api/routes/pages';

/** Favicon upload: ICO, GIF, JPEG or PNG up to 500 KB, 16×16 recommended (SPEC §5). */
export function FaviconField({ page }: { page: PageView }) {
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onDone = (next: PageView) => qc.setQueryData(pageKey(page.id), next);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFavicon(page.id, file),
    onSuccess: (next, file) => {
      onDone(next);
      setPreview(URL.createObjectURL(file));
      toasts.show('success', t('favicon.uploaded'));
    },
    onError: () => setError(t('favicon.uploadFailed')),
  });
  const remove = useMutation({
    mutationFn: () => removeFavicon(page.id),
    onSuccess: (next) => {
      onDone(next);
      setPreview(null);
    },
    onError: () => toasts.show('danger', t('favicon.saveFailed')),
  });
  const pick = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!(FAVICON_TYPES as readonly string[]).includes(file.type)) return setError(t('favicon.wrongType'));
    if (file.size > FAVICON_MAX_BYTES) return setError(t('favicon.tooLarge'));
    upload.mutate(file);
  };
  return (
    <div className="field">
      <span className="field__label" id="favicon-label">{t('favicon.label')}</span>
      <div className="favicon">
        <div className="favicon__img" aria-hidden="true">{preview ? <img src={preview} alt="" /> : <Star size={16} color={page.favicon ? 'var(--color-primary)' : 'var(--color-text-subtle)'} />}</div>
        <span className="muted grow">{page.favicon ? t('favicon.set') : t('favicon.none')}</span>
        <input
          ref={input}
          type="file"
          hidden
          accept=".ico,.gif,.jpg,.jpeg,.png,image/x-icon,image/gif,image/jpeg,image/png"
          aria-labelledby="favicon-label"
          data-testid="favicon-input"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button variant="secondary" size="sm" pending={upload.isPending} onPress={() => input.current?.click()}><ImageUp size={14} aria-hidden="true" />{t('favicon.upload')}</Button>
        {page.favicon && <Button variant="ghost" size="sm" pending={remove.isPending} onPress={() => remove.mutate()}><Trash2 size={14} aria-hidden="true" />{t('favicon.remove')}</Button>}
      </div>
      {error ? <span className="field__error" role="alert">{error}</span> : <span className="field__help">{t('favicon.help')}</span>}
    </div>
  );
}
