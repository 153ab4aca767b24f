// /pages/new — start from scratch or from a page template with a cover and a live demo; creating
// opens the editor (SPEC §2).
import '../../styles/pages.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import FilePlus2 from 'lucide-react/icons/file-plus-corner';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ErrorState, PageHeader } from '../../components/States';
import { LimitNotice } from '../../components/UsageMeter';
import { AppDialog } from '../../components/AppDialog';
import { useCurrentProject } from '../../lib/useProjects';
import { accountKey } from '../../lib/useAccount';
import { ListSkeleton } from '../../components/ListSkeleton';
import { pagesKey } from '../../lib/queryKeys';

type Choice = { kind: 'blank' } | { kind: 'template'; code: string; title: string; cover: string; description: string };

export default function NewPage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const project = useCurrentProject();
  const templates = useQuery({ queryKey: ['page-templates'], queryFn: () => endpoints.templates.pageTemplates() });
  const [demo, setDemo] = useState<Extract<Choice, { kind: 'template' }> | null>(null);
  const create = useMutation({
    mutationFn: (choice: Choice) =>
      endpoints.pages.create({
        // SPEC §5: null fields are dropped before sending.
        body: {
          name: choice.kind === 'template' ? choice.title : t('create.blankName'),
          ...(project ? { project_id: project.id } : {}),
          ...(choice.kind === 'template' ? { template: choice.code } : {}),
        },
      }),
    onSuccess: (page) => {
      void qc.invalidateQueries({ queryKey: pagesKey });
      void qc.invalidateQueries({ queryKey: accountKey });
      navigate(`/editor/${page.id}`);
    },
  });
  const pendingCode = create.isPending ? (create.variables.kind === 'template' ? create.variables.code : 'blank') : null;
  return (
    <div className="page">
      <Link to="/pages" className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('settings.backToPages')}</Link>
      <PageHeader title={t('create.title')} text={t('create.lead')} />
      <LimitNotice kind="pages" />
      <div className="template-grid">
        <article className="template-card" data-testid="template-blank">
          <div className="template-card__cover"><FilePlus2 size={40} aria-hidden="true" /></div>
          <div className="template-card__body">
            <h3>{t('create.blank')}</h3>
            <p className="muted">{t('create.blankText')}</p>
            <div className="row template-card__actions">
              <Button pending={pendingCode === 'blank'} isDisabled={create.isPending} onPress={() => create.mutate({ kind: 'blank' })}>{t('create.start')}</Button>
            </div>
          </div>
        </article>
        {templates.isLoading && [1, 2, 3].map((i) => <div key={i} className="template-card"><div className="template-card__cover" /><div className="template-card__body"><ListSkeleton rows={2} height={16} /></div></div>)}
        {(templates.data?.items ?? []).map((tpl) => {
          // The shipped templates (SPEC §3: default, flat, green, square) are named in the interface
          // language; the server's (Russian) text is the fallback for a template the catalogue lacks.
          const choice = {
            kind: 'template' as const,
            ...tpl,
            title: t(`templates.${tpl.code}.title`, { defaultValue: tpl.title }),
            description: t(`templates.${tpl.code}.description`, { defaultValue: tpl.description }),
          };
          return (
            <article key={tpl.code} className="template-card" data-testid="template-card">
              <div className="template-card__cover">{tpl.cover ? <img src={tpl.cover} alt="" loading="lazy" /> : <LayoutTemplate size={40} aria-hidden="true" />}</div>
              <div className="template-card__body">
                <h3>{choice.title}</h3>
                <p className="muted">{choice.description}</p>
                <div className="row template-card__actions">
                  <Button pending={pendingCode === tpl.code} isDisabled={create.isPending} onPress={() => create.mutate(choice)}>{t('create.use')}</Button>
                  <Button variant="secondary" icon aria-label={t('create.demoOf', { title: choice.title })} onPress={() => setDemo(choice)}><Eye size={16} /></Button>
                </div>
              </div>
            </article>
          );
        })}
      </div>
      {templates.isError && <section className="card"><ErrorState onRetry={() => void templates.refetch()} /></section>}
      {demo && (
        <AppDialog
          isOpen
          wide
          onClose={() => setDemo(null)}
          title={demo.title}
          testId="template-demo"
          actions={
            <>
              <Button variant="secondary" onPress={() => setDemo(null)}>{t('common.close')}</Button>
              <Button pending={pendingCode === demo.code} onPress={() => create.mutate(demo)}>{t('create.use')}</Button>
            </>
          }
        >
          <div className="template-card__cover" style={{ height: 260, borderRadius: 8 }}>{demo.cover ? <img src={demo.cover} alt={t('create.cover', { title: demo.title })} /> : <LayoutTemplate size={48} aria-hidden="true" />}</div>
          <p className="muted">{demo.description}</p>
        </AppDialog>
      )}
    </div>
  );
}
