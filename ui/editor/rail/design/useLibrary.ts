// The design library as the flyouts use it: what the page uses (globals) and the account's designs,
// palettes and font presets (the document's library, stored by machines/designLibrary). A new
// resource is created on the server first (it gives the id), then enters the document with an
// engine event; every later change is an engine event the library machine stores.
import { useTranslation } from 'react-i18next';
import type { LibraryKind } from '../../../../machines/designLibrary/libraryChanges';
import { errorText } from '../../../i18n/index';
import { toasts } from '../../../lib/toasts';
import { engineErrorText } from '../../state/createServices';
import type { LibraryDraft, LibraryItem } from '../../data/port';
import type { Design, FontPreset, Palette } from '../../engine';
import { useEditorServices } from '../../state/EditorContext';

const codeOf = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; body?: { code?: unknown } };
  const code = e?.code ?? e?.body?.code;
  return typeof code === 'string' ? code : undefined;
};

export function useCreateLibraryItem() {
  const { t } = useTranslation('editor');
  const { port, run } = useEditorServices();
  return async function create<K extends LibraryKind>(kind: K, draft: LibraryDraft): Promise<LibraryItem<K> | null> {
    let item: LibraryItem<K>;
    try {
      item = await port.createLibraryItem(kind, draft);
    } catch (err) {
      // SPEC §8: a failed creation or clone says which action failed.
      toasts.show('danger', errorText(codeOf(err)) ?? t(draft.clone_of === undefined ? `library.createFailed.${kind}` : `library.cloneFailed.${kind}`));
      return null;
    }
    const ok = kind === 'style' ? run({ type: 'design.create', design: item as Design })
      : kind === 'palette' ? run({ type: 'palette.create', palette: item as Palette })
      : run({ type: 'fontPreset.create', preset: item as FontPreset });
    return ok ? item : null;
  };
}

/** Which global the page uses each kind through, and the event that deletes one. */
const GLOBAL = { style: 'designId', palette: 'paletteId', font_preset: 'fontId' } as const;
const DELETE = { style: 'design.delete', palette: 'palette.delete', font_preset: 'fontPreset.delete' } as const;

/**
 * Making a resource (a copy, a child design) the page's own, and deleting one: the page keeps a
 * resource of the kind, so when it loses the one it uses the next one takes its place (one undo step).
 */
export function useLibraryActions(kind: LibraryKind) {
  const { run, editor } = useEditorServices();
  const create = useCreateLibraryItem();
  return {
    async createAndUse(draft: LibraryDraft): Promise<void> {
      const made = await create(kind, draft);
      if (made !== null) run({ type: 'globals.set', patch: { [GLOBAL[kind]]: made.id } });
    },
    remove(id: number, all: readonly { id: number }[]): void {
      const next = all.find((x) => x.id !== id);
      try {
        editor.transaction(() => {
          if (editor.getState().doc.globals[GLOBAL[kind]] === id && next !== undefined) editor.dispatch({ type: 'globals.set', patch: { [GLOBAL[kind]]: next.id } });
          editor.dispatch({ type: DELETE[kind], id });
        });
      } catch (err) {
        toasts.show('danger', engineErrorText(err));
      }
    },
  };
}
