import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import Download from 'lucide-react/icons/download';
import { EXPORT_FORMATS, type ExportFormat } from '../../../api/routes/leads';

/** The screen's primary action: the filtered set (or the selection) as CSV or XLSX. */
export function ExportMenu({ onExport, pending, label }: { onExport: (f: ExportFormat) => void; pending: boolean; label?: string }) {
  const { t } = useTranslation('leads');
  return (
    <MenuTrigger>
      <AriaButton className={label ? 'btn btn--secondary btn--sm' : 'btn btn--primary'} isDisabled={pending} data-testid={label ? 'export-selected' : 'export'}>
        <Download size={16} aria-hidden="true" />{label ?? t('export.button')}
      </AriaButton>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" aria-label={t('export.label')} onAction={(key) => onExport(String(key) as ExportFormat)}>
          {EXPORT_FORMATS.map((f) => <MenuItem key={f} id={f} className="menu__item">{t(`export.${f}`)}</MenuItem>)}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
