import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../adapters/index';
import { AppDialog } from '../../../components/AppDialog';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useForm } from '../../../lib/useForm';
import { required } from '../../../lib/validators';
import { toasts } from '../../../lib/toasts';
import { ColorSwatches, FOLDER_COLORS } from './ColorSwatches';
import { pagesKey } from '../../../lib/queryKeys';
import { foldersKey } from '../data/pages';
import type { FolderItem } from '../data/types';

/** Create (folder = null) or edit a folder: title and colour. Mounted per opening, so it starts fresh. */
export function FolderDialog({ folder, projectId, onClose }: { folder: FolderItem | null; projectId: number | null; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  const form = useForm({ title: folder?.title ?? '' }, { title: required });
  const [color, setColor] = useState<string>(folder?.color || FOLDER_COLORS[0]);
  const save = useMutation({
    mutationFn: () => {
      const body = { title: form.values.title.trim(), color };
      return folder ? endpoints.folders.update({ params: { folderId: folder.id }, body }) : endpoints.folders.create({ body: { ...body, project_id: projectId } });
    },
    onSuccess: () => {
      toasts.show('success', folder ? t('folders.saved') : t('folders.created'));
      void qc.invalidateQueries({ queryKey: pagesKey });
      void qc.invalidateQueries({ queryKey: foldersKey });
      onClose();
    },
  });
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={folder ? t('folders.editTitle') : t('folders.createTitle')}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="folder-form" pending={save.isPending}>{folder ? t('common.save') : t('common.create')}</Button>
        </>
      }
    >
      <Form id="folder-form" className="stack" onSubmit={(e) => { e.preventDefault(); if (form.validate()) save.mutate(); }}>
        <TextField label={t('folders.name')} field={form.field('title')} autoFocus />
        <ColorSwatches value={color} onChange={setColor} />
      </Form>
    </AppDialog>
  );
}
