// The publish check of consent links, shown where the owner can act on it: a consent box links to
// the site's policy ('/policy') but the site publishes nothing there, so a visitor asked to agree
// reads a 404. A warning, never a block. The rule is the server's (GET /pages/:id/policy-links);
// this offers the way out: make the page from the policy template at that address (to a member
// with the right to create pages in the page's project; others read the warning alone), or open
// the one already made there to publish it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import FileWarning from 'lucide-react/icons/file-warning';
import ExternalLink from 'lucide-react/icons/external-link';
import { endpoints } from '../../adapters/index';
import { isAllowedOutsideProjects } from '../../api/permissions';
import type { PolicyLinksAnswer } from '../../api/routes/policy-links';
import { can } from '../app/access';
import { useCurrentUser } from '../app/useSession';
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
  const user = useCurrentUser();
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
  const adviceOf = (link: PolicyLinksAnswer['dead'][number], site: PolicyLinksAnswer['site'], mayCreate: boolean): string => {
    if (link.uri === null) return t('policyLink.notAddress');
    if (link.page_id !== null) return t('policyLink.exists');
    if (!mayCreate) return t('policyLink.adviceMember');
    // On a test address the policy answers when it is a domain-less page of the same project.
    return site === 'test' ? t('policyLink.testSite') : t('policyLink.advice');
  };
  // Loading: nothing yet (the dialog works meanwhile); a failed check says so without blocking.
  if (check.isError) return <p className="subtle" role="status" data-testid="policy-link-unknown">{t('policyLink.checkFailed')}</p>;
  const answer = check.data;
  if (answer === undefined || answer.dead.length === 0) return null;
  // The server would refuse the page to a member without the right (pages.create in api/policies.ts).
  // A page outside any project needs the right in every project of the member's, as the server asks.
  const mayCreate = answer.project_id !== null ? can(user, answer.project_id, 'page.create')
    : user !== null && isAllowedOutsideProjects(user.permissions.projects, 'page.create', user.permissions.account.is_owner);
  return (
    <>
      {answer.dead.map((link) => (
        <div key={link.path} className="alert alert--warning" role="status" data-testid="policy-link-warning">
          {!compact && <FileWarning size={18} aria-hidden="true" />}
          <div className="stack-sm grow">
            <strong>{t('policyLink.dead', { path: link.path })}</strong>
            <span className="muted">{adviceOf(link, answer.site, mayCreate)}</span>
            {link.uri !== null && (link.page_id !== null || mayCreate) && (
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
