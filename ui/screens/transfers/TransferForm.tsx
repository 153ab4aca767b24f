// /transfers/form (owner only): send pages to another account by email. ?pages=1,2 preselects pages
// (the pages list's "transfer" actions link here).
import '../../styles/pages.css';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { ApiError, endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { PageHeader } from '../../components/States';
import { TextField } from '../../components/TextField';
import { errorText } from '../../i18n/index';
import { useForm } from '../../lib/useForm';
import { email } from '../../lib/validators';
import { toasts } from '../../lib/toasts';
import { ListSkeleton } from '../../components/ListSkeleton';
import { SearchBox } from '../../components/SearchBox';
import { PageStatusBadge } from '../../components/PageStatusBadge';
import { transfersKey } from './Transfers';
import { PAGE_PICK_LIMIT } from '../../../api/routes/pages';
import { SEARCH_DELAY_MS } from '../../lib/useListState';

export default function TransferForm() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set((params.get('pages') ?? '').split(',').map(Number).filter((n) => n > 0)));
  const [search, setSearch] = useState('');
  const [pagesError, setPagesError] = useState<string | null>(null);
  // The server searches the account's pages (at most PAGE_PICK_LIMIT at a time) once typing pauses.
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(search.trim()), search.trim() ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [search]);
  const pages = useQuery({
    queryKey: ['pages-short', 'pick', settled],
    queryFn: () => endpoints.pages.short({ query: { ...(settled ? { search: settled } : {}), limit: PAGE_PICK_LIMIT } }),
    placeholderData: keepPreviousData,
  });
  const form = useForm({ email: '' }, { email });
  const send = useMutation({
    mutationFn: () => endpoints.pageTransfers.createMany({ body: { email: form.values.email, pages: [...selected] }, suppressErrors: true }),
    onSuccess: () => {
      toasts.show('success', t('transfers.sent', { count: selected.size }));
      void qc.invalidateQueries({ queryKey: transfersKey });
      navigate('/transfers');
    },
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : null;
      const text = errorText(code) ?? (err as Error).message;
      if (err instanceof ApiError && (err.fields.email || code?.startsWith('user') || code?.startsWith('email'))) form.setErrors({ email: errorText(err.fields.email) ?? err.fields.email ?? text });
      else toasts.show('danger', text);
    },
  });
  const q = settled;
  const items = pages.data?.items ?? [];
  const toggle = (id: number, on: boolean) => {
    setPagesError(null);
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  return (
    <div className="page page--narrow">
      <Link to="/transfers" className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('transfers.title')}</Link>
      <PageHeader title={t('transfers.formTitle')} text={t('transfers.formLead')} />
      <section className="card">
        <Form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            const okEmail = form.validate();
            if (selected.size === 0) setPagesError(t('transfers.noPages'));
            if (okEmail && selected.size > 0) send.mutate();
          }}
        >
          <TextField label={t('transfers.email')} field={form.field('email')} type="email" helper={t('transfers.emailHelp')} autoFocus />
          <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="field__label">{t('transfers.pages')}</legend>
            <SearchBox value={search} onChange={setSearch} label={t('list.searchLabel')} />
            <div className="stack-sm" style={{ maxHeight: 320, overflowY: 'auto', padding: '8px 0' }} data-testid="transfer-pages">
              {pages.isLoading ? <ListSkeleton rows={3} height={20} /> : items.length === 0 ? <p className="muted">{q ? t('common.nothingFound') : t('transfers.noOwnPages')}</p> : items.map((p) => (
                <div key={p.id} className="row-between">
                  <Checkbox isSelected={selected.has(p.id)} onChange={(on) => toggle(p.id, on)}>{p.name || p.title || t('list.untitled')}</Checkbox>
                  <PageStatusBadge status={p.status} />
                </div>
              ))}
              {pages.data?.more && <p className="muted" data-testid="transfer-pages-more">{t('transfers.more', { n: PAGE_PICK_LIMIT })}</p>}
            </div>
            {pagesError ? <span className="field__error" role="alert">{pagesError}</span> : <span className="field__help">{t('transfers.pagesHelp', { count: selected.size })}</span>}
          </fieldset>
          <div className="form-actions">
            <Button variant="secondary" onPress={() => navigate('/transfers')}>{t('common.cancel')}</Button>
            <Button type="submit" pending={send.isPending}>{t('transfers.submit')}</Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
