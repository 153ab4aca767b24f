// The publish check of a page's consent links: which same-site policy addresses its consent boxes
// link to ('/policy') that its site publishes no page at. The publish dialog warns with it and the
// editor's consent panel hints with it; the rule is the server's (server/pages/policy-links.ts).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, idParam } from '../schemas';

/** Whose pages a same-site link can reach: the pinned domain's, or the test address's (the page alone). */
const policySiteKinds = ['domain', 'test'] as const;

export const policyLinks = defineRoute({
  name: 'pages.policyLinks', method: 'GET', path: '/pages/:pageId/policy-links', auth: true,
  params: v.object({ pageId: idParam }),
  /** `path`: judge this address (the consent panel's value as typed) instead of the saved draft's links. */
  query: v.object({ path: v.optional(v.pipe(v.string(), v.maxLength(2000))) }),
  response: v.object({
    site: v.picklist(policySiteKinds),
    /** Where a policy page made for this site goes: the page's domain and project. */
    domain_id: v.nullable(id),
    project_id: v.nullable(id),
    /**
     * The links that lead nowhere. `uri`: the page address to create the policy at (null: the path
     * is no page address); `page_id`: a page of the account already at that address, not published.
     */
    dead: v.array(v.object({ path: v.string(), uri: v.nullable(v.string()), page_id: v.nullable(id) })),
  }),
});
export type PolicyLinksAnswer = v.InferOutput<typeof policyLinks.response>;
