import { useTranslation } from 'react-i18next';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { PAGE_SIZES } from '../../api/list';
import { Button } from './Button';
import { SelectField } from './SelectField';

/** Pager with the page-size selector (UI.md lists); hidden when everything fits on one page of 10. */
export function Pagination({ page, size, total, onPage, onSize }: { page: number; size: number; total: number; onPage: (p: number) => void; onSize: (s: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (total <= PAGE_SIZES[0]) return null;
  return (
    <div className="pagination">
      <div style={{ width: 120 }}>
        <SelectField label={t('table.pageSize')} options={PAGE_SIZES.map((s) => ({ id: String(s), label: String(s) }))} value={String(size)} onChange={(v) => onSize(Number(v))} />
      </div>
      <div className="row">
        <span className="muted">{t('table.pageOf', { page, pages })}</span>
        <Button variant="secondary" size="sm" icon aria-label={t('table.prevPage')} isDisabled={page <= 1} onPress={() => onPage(page - 1)}><ChevronLeft size={16} /></Button>
        <Button variant="secondary" size="sm" icon aria-label={t('table.nextPage')} isDisabled={page >= pages} onPress={() => onPage(page + 1)}><ChevronRight size={16} /></Button>
      </div>
    </div>
  );
}
