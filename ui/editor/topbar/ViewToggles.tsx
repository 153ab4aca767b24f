// Frame / container / invisible-widget / indent display toggles (SPEC §4, remembered locally).
import { useTranslation } from 'react-i18next';
import BoxSelect from 'lucide-react/icons/square-dashed';
import EyeOff from 'lucide-react/icons/eye-off';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import Space from 'lucide-react/icons/space';
import { useEditorServices } from '../state/EditorContext';
import { useView } from '../state/hooks';
import type { ViewToggles as Toggles } from '../state/viewStore';

const ITEMS: readonly { key: keyof Toggles; icon: typeof BoxSelect }[] = [
  { key: 'frame', icon: BoxSelect }, { key: 'container', icon: LayoutTemplate }, { key: 'invisible', icon: EyeOff }, { key: 'indent', icon: Space },
];

export function ViewToggles() {
  const { t } = useTranslation('editor');
  const { view } = useEditorServices();
  const toggles = useView((v) => v.toggles);
  return (
    <div className="ed-top__group" role="group" aria-label={t('toggles.title')}>
      {ITEMS.map(({ key, icon: Icon }) => (
        <button key={key} type="button" className="btn btn--ghost btn--icon ed-toggle" aria-pressed={toggles[key]} title={t(`toggles.${key}`)} aria-label={t(`toggles.${key}`)}
          onClick={() => view.set({ toggles: { ...toggles, [key]: !toggles[key] } })}>
          <Icon size={16} />
        </button>
      ))}
    </div>
  );
}
