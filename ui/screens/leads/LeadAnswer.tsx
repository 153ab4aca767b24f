// One answer of a lead as its field asked it: a checkbox group's choices as a list, a ticked box
// as «Да», a file as a button that downloads it (through the API with the user's session: a file
// answer has no public address), anything else as the visitor wrote it (line breaks kept by the list's CSS).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Paperclip from 'lucide-react/icons/paperclip';
import { CHECKBOX_VALUE, GROUP_JOIN } from '../../../engine/index';
import { Button } from '../../components/Button';
import { endpoints } from '../../../adapters/index';
import { saveFile } from '../../lib/saveFile';

export interface LeadFile { id: number; field: string; name: string; size: number }

function FileAnswer({ leadId, file }: { leadId: number; file: LeadFile }) {
  const { t } = useTranslation('leads');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = () => {
    setState('loading');
    endpoints.leads.file({ params: { leadId, fileId: file.id } })
      .then((blob) => { saveFile(blob, file.name); setState('idle'); }, () => setState('failed'));
  };
  return (
    <span className="lead-detail__file">
      <Button variant="secondary" size="sm" onPress={download} isDisabled={state === 'loading'} data-testid="lead-file">
        <Paperclip size={14} aria-hidden /> {file.name}
      </Button>
      <span className="muted">
        {file.size < 1048576 ? t('detail.fileSizeKb', { size: Math.max(1, Math.round(file.size / 1024)) }) : t('detail.fileSize', { size: (file.size / 1048576).toFixed(1) })}
      </span>
      {state === 'failed' && <span role="alert" className="lead-detail__error">{t('detail.fileFailed')}</span>}
    </span>
  );
}

export function LeadAnswer({ kind, value, leadId, file }: { kind?: string; value: string; leadId: number; file?: LeadFile }) {
  const { t } = useTranslation('leads');
  if (kind === 'file' && file !== undefined) return <FileAnswer leadId={leadId} file={file} />;
  if (value === '') return <>—</>;
  // A date field sends YYYY-MM-DD; it reads as the product writes dates (DD.MM.YYYY).
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return <>{value.split('-').reverse().join('.')}</>;
  if (kind === 'checkbox') return <>{value === CHECKBOX_VALUE ? t('detail.yes') : value}</>;
  if (kind === 'checkboxes') {
    return <ul className="lead-detail__choices">{value.split(GROUP_JOIN).map((v, i) => <li key={i}>{v}</li>)}</ul>;
  }
  return <>{value}</>;
}
