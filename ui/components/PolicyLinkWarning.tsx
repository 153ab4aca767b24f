// The publish check of consent links, shown where the owner can act on it: a consent box links to
// the site's policy ('/policy') but the site publishes nothing there, so a visitor asked to agree
// reads a 404. A warning, never a block. The rule is the server's (GET /pages/:id/policy-links);
// this offers the way out: make the page from the policy template at that address, or open the
// one already made there to publish it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import FileWarning from 'lucide-react/icons/file-warning';
import ExternalLink from 'lucide-react/icons/external-link';
import { endpoints } from '../../adapters/index';
import type { PolicyLinksAnswer } from '../../api/routes/policy-links';
import { pagesKey } from '../lib/queryKeys';
import { toasts } from '../lib/toasts';
import { Button } from './Button';

/** The check's cache key: per page, and per typed address when the consent panel asks about one. */
const policyLinksKey = (pageId: number, path?: string) => ['policy-links', pageId, path ?? null] as const;

export interface PolicyLinkWarningProps {
  pageId: number;
  /** Judge this address (the consent panel's value) instead of the page's saved consent links. */
  path?: string;
  /** Runs before the check (the editor saves the draft first, so the check reads what is on screen). */
  before?: () => Promise<void>;
  /** In a narrow side panel: without the icon, so the words get the width. */
  compact?: boolean;
}

export function PolicyLinkWarning({ pageId, path, before, compact = false }: PolicyLinkWarningProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const check = useQuery({
    queryKey: policyLinksKey(pageId, path),
    queryFn: async () => {
      await before?.();
      return endpoints.pages.policyLinks({ params: { pageId }, query: path === undefined ? {} : { path }, suppressErrors: true });
    },
  });
  const create = useMutation({
    mutationFn: ({ uri, answer }: { uri: string; answer: PolicyLinksAnswer }) => endpoints.pages.create({
      body: {
        template: 'policy', uri, name: t('policyLink.pageName'), title: t('policyLink.pageName'),
        // SPEC §5: null fields are dropped before sending.
        ...(answer.domain_id !== null ? { domain_id: answer.domain_id } : {}),
        ...(answer.project_id !== null ? { project_id: answer.project_id } : {}),
      },
    }),
    onSuccess: () => {
      toasts.show('success', t('policyLink.created'));
      void qc.invalidateQueries({ queryKey: ['policy-links'] });
      void qc.invalidateQueries({ queryKey: pagesKey });
    },
  });
  const adviceOf = (link: PolicyLinksAnswer['dead'][number], site: PolicyLinksAnswer['site']): string => {
    if (link.uri === null) return t('policyLink.notAddress');
    // On a test address no policy page can answer the link: the way out is a shared domain.
    if (site === 'test') return t('policyLink.testSite');
    return link.page_id !== null ? t('policyLink.exists') : t('policyLink.advice');
  };
  // Loading: nothing yet (the dialog works meanwhile); a failed check says so without blocking.
  if (check.isError) return <p className="subtle" role="status" data-testid="policy-link-unknown">{t('policyLink.checkFailed')}</p>;
  const answer = check.data;
  if (answer === undefined || answer.dead.length === 0) return null;
  return (
    <>
      {answer.dead.map((link) => (
        <div key={link.path} className="alert alert--warning" role="status" data-testid="policy-link-warning">
          {!compact && <FileWarning size={18} aria-hidden="true" />}
          <div className="stack-sm grow">
            <strong>{t('policyLink.dead', { path: link.path })}</strong>
            <span className="muted">{adviceOf(link, answer.site)}</span>
            {link.uri !== null && (
              <div className="row">
                {link.page_id !== null ? (
                  <a className="btn btn--sm btn--secondary" href={`/editor/${link.page_id}`} target="_blank" rel="noreferrer">
                    <ExternalLink size={14} aria-hidden="true" />{t('policyLink.open')}
                  </a>
                ) : (
                  <Button size="sm" variant="secondary" pending={create.isPending} onPress={() => create.mutate({ uri: link.uri ?? '', answer })}>
                    {t('policyLink.create')}
                  </Button>
                )}
              </div>
            )}
          </div>
        </div>
      ))}
    </>
  );
}
