// Handlers of api/routes/pages.ts. Every page is loaded through ownPage (scoped by the caller's
// account: another account's id is a 404) and checked against the SPEC §6 code of the action.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { pageRoutes } from '../../api/routes/pages';
import type { Db } from '../db/client';
import { pageHistory, pages, pluginPages, type Json } from '../db/schema-pages';
import { me, type Handlers } from '../platform/http/context';
import { ApiError, notFound, validation } from '../platform/http/errors';
import { getPageTemplateContent, isPageTemplateCode, POLICY_TEMPLATE_CODE, templateLook } from '../content/index';
import { clearOnboardingFlag } from '../account/index';
import { callerPermissions } from '../account/index';
import { assertOwnRefs, loadOwnPage, ownPage, pageAnswer, type PageRow, requireDomainChoice, requirePagePermission } from './pages-access';
import { assertCodeFree, assertDomainUriFree, checkCode, checkUri, isUniqueViolation, newCode } from './pages-address';
import {
  addHistory, asData, blankData, contentAnswerForEditor, contentView, copyContent, insertContent, loadContent, readContent, replaceDraft, saveDraft, snapshotIfDue,
  validateContent, type Content,
} from './pages-content';
import { draftCacheOf } from './draft-cache';
import { assertCanAddPages } from './pages-limits';
import { listPages, pickPages } from './pages-list';
import { firstProjectId } from '../account/index';
import { rememberOldAddress } from './page-redirects';
import { loadLibrary } from './publish-library';
import { publishContent, republish } from './publish';
import { faviconHandlers } from './favicon-routes';
import { shareImageHandlers } from './share-routes';
import { policyLinkHandlers } from './policy-links-routes';
import { policyOwnerOf } from './policy-owner';
import { isCanonicalUrl } from '../../api/pageHead';
import { pageLang } from '../../engine/index';


export const pageHandlers: Handlers<typeof pageRoutes> = {
  async list(ctx) {
    return listPages(ctx.deps.db, ctx.req, me(ctx), ctx.query, ctx.listTotals);
  },

  async short(ctx) {
    return pickPages(ctx.deps.db, me(ctx), ctx.query);
  },

  async create(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const b = ctx.body;
    // No project given (SPEC §5: create drops null fields): the account's first project, so the page
    // shows in the project-scoped pages list instead of belonging to no project.
    const projectId = b.project_id ?? (await firstProjectId(db, auth.account.id));
    await requirePagePermission(db, auth, { projectId }, 'page.create');
    await assertOwnRefs(db, auth.account.id, { projectId, folderId: b.folder, domainId: b.domain_id });
    await requireDomainChoice(db, auth, null, b.domain_id);
    await assertCanAddPages(db, auth.account);
    const code = b.code ? checkCode(b.code) : await newCode(db);
    if (b.code) await assertCodeFree(db, code, undefined, 'page.code_taken');
    const uri = checkUri(b.uri ?? '');
    if (b.domain_id) await assertDomainUriFree(db, b.domain_id, uri);
    // A shipped template (SPEC §3: default, flat, green, square) with demo content, else a blank page.
    let data: Json = blankData();
    let globals: Json = {};
    // The interface language the page is made in: the language of a template's copy, and the one the
    // page is published in (its html lang, the words its script shows) until its settings choose another.
    const lang = pageLang(auth.user.locale);
    if (b.template) {
      if (!isPageTemplateCode(b.template)) throw validation({ template: 'validation' });
      // The policy template names the operator from the account's requisites and the site's domain.
      const owner = b.template === POLICY_TEMPLATE_CODE ? await policyOwnerOf(db, auth.account.id, b.domain_id ?? null) : undefined;
      const { globals: g, ...rest } = getPageTemplateContent(b.template, lang, owner);
      data = rest as unknown as Json; // StoredContent is the stored shape exactly; Json is its untyped view
      globals = { ...g, ...templateLook(b.template, await loadLibrary(db, auth.account.id, null)) } as unknown as Json;
    }
    const page = await db.transaction(async (tx) => {
      const [p] = await tx.insert(pages).values({
        accountId: auth.account.id, projectId, folderId: b.folder ?? null, domainId: b.domain_id ?? null,
        name: b.name ?? '', title: b.title ?? '', description: b.description ?? '', code, uri, params: { ssl: b.params?.ssl === true }, lang,
      }).returning();
      await insertContent(tx, p.id, auth.account.id, { data, globals });
      // The starting state (a template's demo content) is the first history entry, so the user can
      // always return to it.
      await addHistory(tx, auth.account.id, p.id, 'created', { data, globals });
      await clearOnboardingFlag(tx, auth.user.id, 'shouldCreate');
      return p;
    }).catch(raced('page.code_taken'));
    return pageAnswer(ctx.deps.db, ctx.req, auth.isOwner, page);
  },

  async get(ctx) {
    const auth = me(ctx);
    return pageAnswer(ctx.deps.db, ctx.req, auth.isOwner, await loadOwnPage(ctx.deps.db, auth, ctx.params.pageId, 'page.list'));
  },

  async update(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    const b = ctx.body;
    const set: Partial<PageRow> = {};
    if (b.name !== undefined && auth.isOwner) set.name = b.name;
    if (b.title !== undefined) set.title = b.title;
    if (b.description !== undefined) set.description = b.description;
    if (b.share_title !== undefined) set.shareTitle = b.share_title;
    if (b.share_description !== undefined) set.shareDescription = b.share_description;
    if (b.noindex !== undefined) set.noindex = b.noindex;
    if (b.lang !== undefined) set.lang = b.lang;
    if (b.canonical_url !== undefined) {
      if (b.canonical_url !== '' && !isCanonicalUrl(b.canonical_url)) throw new ApiError(422, 'page.canonical_invalid', { fields: { canonical_url: 'page.canonical_invalid' } });
      set.canonicalUrl = b.canonical_url;
    }
    if (b.folder !== undefined) set.folderId = b.folder;
    if (b.params?.ssl !== undefined) set.params = { ...page.params, ssl: b.params.ssl };
    await assertOwnRefs(db, auth.account.id, { projectId: b.project_id, folderId: b.folder, domainId: b.domain_id });
    await requireDomainChoice(db, auth, page.domainId, b.domain_id);
    const domainId = b.domain_id !== undefined ? b.domain_id : page.domainId;
    if (b.project_id !== undefined && b.project_id !== page.projectId) {
      // SPEC §5: a page with a connected domain cannot move; the domain must be unpinned first.
      const keepsDomain = page.domainId !== null && b.domain_id !== null;
      if (keepsDomain) throw new ApiError(422, 'page.domain_pinned', { fields: { project_id: 'page.domain_pinned' } });
      // A move takes the page out of one project's rules into another's: the member must be allowed
      // to remove it from the source and to create it in the target (no project: in every project).
      await requirePagePermission(db, auth, page, 'page.delete');
      await requirePagePermission(db, auth, { projectId: b.project_id }, 'page.create');
      await requirePagePermission(db, auth, { projectId: b.project_id }, 'page.settings');
      set.projectId = b.project_id;
    }
    if (b.code !== undefined) {
      const code = checkCode(b.code);
      if (code !== page.code) {
        await requirePagePermission(db, auth, page, 'page.test');
        await assertCodeFree(db, code, page.id, 'page.code_taken');
        set.code = code;
      }
    }
    const uri = b.uri !== undefined ? checkUri(b.uri) : page.uri;
    if (b.uri !== undefined) set.uri = uri;
    if (b.domain_id !== undefined) set.domainId = b.domain_id;
    if (domainId !== null && (uri !== page.uri || domainId !== page.domainId)) await assertDomainUriFree(db, domainId, uri, page.id);
    if (Object.keys(set).length === 0) return pageAnswer(ctx.deps.db, ctx.req, auth.isOwner, page);
    const [next] = await db.update(pages).set({ ...set, updated: new Date() })
      .where(and(eq(pages.id, page.id), eq(pages.accountId, auth.account.id))).returning()
      .catch(raced(set.code !== undefined ? 'page.code_taken' : 'page.domain_uri_taken'));
    // Visitors of the old address are sent on to the new one (301).
    await rememberOldAddress(db, page, next);
    // The published document carries the title, description, share card, robots, canonical,
    // address (og:url) and language (html lang, its script's words): re-render it when any of them changed.
    const head: (keyof PageRow)[] = ['title', 'description', 'shareTitle', 'shareDescription', 'noindex', 'canonicalUrl', 'lang', 'code', 'uri', 'domainId', 'params'];
    if (head.some((k) => set[k] !== undefined)) await republish(db, next);
    return pageAnswer(ctx.deps.db, ctx.req, auth.isOwner, next);
  },

  async remove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    await db.update(pages).set({ deletedAt: new Date(), updated: new Date() }).where(and(eq(pages.id, page.id), eq(pages.accountId, auth.account.id)));
    await db.execute(sql`UPDATE page_transfers SET status = 'cancelled', closed = now() WHERE page_id = ${page.id} AND status = 'pending'`);
    return { ok: true } as const;
  },

  async clone(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const src = await ownPage(db, auth.account.id, ctx.params.pageId);
    await assertCanAddPages(db, auth.account);
    const code = await newCode(db);
    const page = await db.transaction(async (tx) => {
      // The copy is a draft on a fresh test subdomain, without the domain (its address there is taken).
      const [p] = await tx.insert(pages).values({
        accountId: auth.account.id, projectId: src.projectId, folderId: src.folderId, domainId: null,
        name: src.name ? `${src.name} (1)` : '', title: `${src.title} (1)`, description: src.description, code, uri: src.uri,
        params: src.params, faviconType: src.faviconType, favicon: src.favicon,
        shareTitle: src.shareTitle, shareDescription: src.shareDescription, shareImage: src.shareImage, shareImageTag: src.shareImageTag,
        noindex: src.noindex, canonicalUrl: src.canonicalUrl, lang: src.lang,
      }).returning();
      const copied = await copyContent(tx, src.id, p.id, auth.account.id);
      await addHistory(tx, auth.account.id, p.id, 'created', copied);
      const links = await tx.select().from(pluginPages).where(eq(pluginPages.pageId, src.id));
      if (links.length > 0) await tx.insert(pluginPages).values(links.map((l) => ({ pluginId: l.pluginId, pageId: p.id })));
      return p;
    });
    return pageAnswer(ctx.deps.db, ctx.req, auth.isOwner, page);
  },

  async stop(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    if (page.status !== 'published') return pageAnswer(ctx.deps.db, ctx.req, auth.isOwner, page);
    const [next] = await db.update(pages).set({ status: 'stoped', updated: new Date() })
      .where(and(eq(pages.id, page.id), eq(pages.accountId, auth.account.id))).returning();
    return pageAnswer(ctx.deps.db, ctx.req, auth.isOwner, next);
  },

  async publish(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    const b = ctx.body;
    const set: { code?: string; uri?: string; title?: string; description?: string } = {};
    // The first publish dialog asks for these: stored with the publish, in the same write.
    if (b.title !== undefined) set.title = b.title;
    if (b.description !== undefined) set.description = b.description;
    if (b.code !== undefined) {
      const code = checkCode(b.code);
      if (code !== page.code) {
        // The test subdomain is the 'page.test' right, whichever call changes it.
        await requirePagePermission(db, auth, page, 'page.test');
        await assertCodeFree(db, code, page.id, 'page.address_taken');
        set.code = code;
      }
    }
    if (b.uri !== undefined) set.uri = checkUri(b.uri);
    if (page.domainId !== null && set.uri !== undefined && set.uri !== page.uri) await assertDomainUriFree(db, page.domainId, set.uri, page.id);
    let content: Content;
    /** Publishing the stored draft as it is: the revision it has. */
    let storedRevision = 0;
    if (b.data) {
      await requirePagePermission(db, auth, page, 'page.save');
      content = { data: b.data, globals: b.globals ?? {} };
    } else {
      const row = await loadContent(db, page.id);
      content = { data: row.data, globals: row.globals };
      storedRevision = row.revision;
    }
    // Rendering checks the content (422 content.invalid before anything is written). Content sent
    // with the publish becomes the draft in the publishing transaction, so the draft revisions and
    // the published versions advance in the same order.
    const { page: next, revision } = await publishContent(db, page, content, set, { saveDraft: b.data !== undefined })
      .catch(raced(set.code !== undefined ? 'page.address_taken' : 'page.domain_uri_taken'));
    await rememberOldAddress(db, page, next);
    await addHistory(db, auth.account.id, page.id, 'publish', content);
    await clearOnboardingFlag(db, auth.user.id, 'shouldPublish');
    // The link the publish dialog opens: where the page answers now (its test address until a
    // pinned domain is connected).
    const view = await pageAnswer(db, ctx.req, auth.isOwner, next);
    return { page: view, url: view.url, revision: revision ?? storedRevision };
  },

  async content(ctx) {
    const auth = me(ctx);
    const page = await ownPage(ctx.deps.db, auth.account.id, ctx.params.pageId);
    return contentAnswerForEditor(ctx.deps.db, page.id, ctx.req);
  },

  async draft(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    const content = { data: ctx.body.data, globals: ctx.body.globals ?? {} };
    validateContent(content);
    const row = ctx.body.overwrite === true
      // Replacing the version another tab or user saved: that version goes to the history, in the
      // same transaction, so choosing "keep mine" loses nobody's edit.
      ? await db.transaction(async (tx) => {
        const replaced = await loadContent(tx, page.id);
        const saved = await saveDraft(tx, auth.account.id, page.id, ctx.body.revision, content);
        await addHistory(tx, auth.account.id, page.id, 'draft', { data: replaced.data, globals: replaced.globals });
        return saved;
      })
      : await saveDraft(db, auth.account.id, page.id, ctx.body.revision, content);
    // Committed: the editor's next open (this tab's reload, another tab) reads it from memory.
    draftCacheOf(db).remember(page.id, row.revision, row.updated, content.data);
    await snapshotIfDue(db, auth.account.id, page.id, content);
    await db.update(pages).set({ updated: row.updated }).where(eq(pages.id, page.id));
    return { revision: row.revision, updated: row.updated.toISOString() };
  },

  async history(ctx) {
    const auth = me(ctx);
    const page = await ownPage(ctx.deps.db, auth.account.id, ctx.params.pageId);
    const rows = await ctx.deps.db.select({ id: pageHistory.id, kind: pageHistory.kind, created: pageHistory.created }).from(pageHistory)
      .where(and(eq(pageHistory.pageId, page.id), eq(pageHistory.accountId, auth.account.id))).orderBy(desc(pageHistory.id));
    return { items: rows.map((r) => ({ ...r, created: r.created.toISOString() })) };
  },

  async historyGet(ctx) {
    const auth = me(ctx);
    const page = await ownPage(ctx.deps.db, auth.account.id, ctx.params.pageId);
    const entry = await historyEntry(ctx.deps.db, auth.account.id, page.id, ctx.params.historyId);
    const { globals, data } = await readContent(entry);
    return { id: entry.id, kind: entry.kind, created: entry.created.toISOString(), globals, data: asData(data) };
  },

  async historyRestore(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    const entry = await historyEntry(db, auth.account.id, page.id, ctx.params.historyId);
    const restored = await readContent(entry);
    // The draft being replaced stays reachable: restoring is itself undoable from history. The draft
    // row is locked from reading it to replacing it, so a save in between cannot go unrecorded.
    return contentView(await db.transaction(async (tx) => {
      const current = await loadContent(tx, page.id, { lock: true });
      await addHistory(tx, auth.account.id, page.id, 'restore', { data: current.data, globals: current.globals });
      return replaceDraft(tx, auth.account.id, page.id, restored);
    }));
  },

  async redactor(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await ownPage(db, auth.account.id, ctx.params.pageId);
    const perms = auth.isOwner || page.projectId === null ? {} : (await callerPermissions(db, auth))[String(page.projectId)] ?? {};
    const codes = ['page.save', 'page.publish', 'page.settings', 'page.test'] as const;
    return {
      page: await pageAnswer(ctx.deps.db, ctx.req, auth.isOwner, page),
      content: contentView(await loadContent(db, page.id)),
      library: await libraryIds(db, auth.account.id, page.id),
      permissions: Object.fromEntries(codes.map((c) => [c, auth.isOwner || perms[c] !== false])),
    };
  },

  ...faviconHandlers,
  ...shareImageHandlers,
  ...policyLinkHandlers,

};

async function libraryIds(db: Db, accountId: number, pageId: number) {
  const lib = await loadLibrary(db, accountId, pageId);
  return { designs: lib.designs.map((d) => d.id), palettes: lib.palettes.map((p) => p.id), fontPresets: lib.fontPresets.map((f) => f.id) };
}

/**
 * The checks before a write find a free code or address, but a concurrent request may take it
 * first: the unique index then refuses the write, and the caller gets the same 409 as the check.
 */
function raced(code: 'page.code_taken' | 'page.address_taken' | 'page.domain_uri_taken') {
  return (err: unknown): never => {
    if (isUniqueViolation(err)) throw new ApiError(409, code, { fields: { [code === 'page.domain_uri_taken' ? 'uri' : 'code']: code } });
    throw err;
  };
}

async function historyEntry(db: Db, accountId: number, pageId: number, id: number) {
  const [entry] = await db.select().from(pageHistory)
    .where(and(eq(pageHistory.id, id), eq(pageHistory.pageId, pageId), eq(pageHistory.accountId, accountId))).limit(1);
  if (!entry) throw notFound();
  return entry;
}
