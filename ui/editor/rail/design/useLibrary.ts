// The design library as the flyouts use it: what the page uses (globals) and the account's designs,
// palettes and font presets (the document's library, stored by machines/designLibrary). A new
// resource is created on the server first (it gives the id), then enters the document with an
// engine event; every later change is an engine event the library machine stores.
import { useTranslation } from 'react-i18next';
import type { LibraryKind } from '../../../../machines/designLibrary/libraryChanges';
import { errorText } from '../../../i18n/index';
import { toasts } from '../../../lib/toasts';
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
