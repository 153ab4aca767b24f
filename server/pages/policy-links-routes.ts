// GET /pages/:pageId/policy-links ('page.list' on the page's project, declared in api/policies.ts):
// the consent links of the page's draft, or of one typed address, that lead nowhere on its site.
import type { policyLinks } from '../../api/routes/policy-links';
import type { Handler } from '../platform/http/context';
import { me } from '../platform/http/context';
import { ownPage } from './pages-access';
import { policyLinkCheck } from './policy-links';

export const policyLinkHandlers: { policyLinks: Handler<typeof policyLinks> } = {
  async policyLinks(ctx) {
    const page = await ownPage(ctx.deps.db, me(ctx).account.id, ctx.params.pageId);
    return policyLinkCheck(ctx.deps.db, page, ctx.query.path);
  },
};
