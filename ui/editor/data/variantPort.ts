// The editor's content target when it edits a campaign variant (SPEC §2 editor left bar "A/B
// testing"; /editor/{pageId}?variant={id}): the same editor, the same page and library, but the
// content is the variant's — loaded from and saved to /pages/{id}/campaign/content with the same
// optimistic revisions as a page draft. Everything else is the page's port.
import { ApiError, endpoints } from '../../../adapters/index';
import { ConflictError, type EditorDataPort } from './port';

export function variantPort(base: EditorDataPort, variantId: number): EditorDataPort {
  return {
    ...base,
    async loadPage(pageId) {
      const [page, variant] = await Promise.all([
        base.loadPage(pageId),
        endpoints.campaigns.content({ params: { pageId }, query: { variant_id: variantId } }),
      ]);
      return { ...page, content: { ...variant.data, globals: variant.globals }, revision: variant.revision };
    },
    async saveDraft(pageId, content, baseRevision) {
      const { globals, ...data } = content as { globals?: Record<string, unknown> } & Record<string, unknown>;
      try {
        const answer = await endpoints.campaigns.saveVariant({
          params: { pageId },
          body: { variant_id: variantId, revision: Number(baseRevision), data: data as Parameters<typeof endpoints.campaigns.saveVariant>[0]['body']['data'], globals },
          suppressErrors: true,
        });
        return answer.revision;
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) throw new ConflictError(err.message);
        throw err;
      }
    },
  };
}
