// The right bar: Style and Settings tabs, with a warning until a widget is selected (SPEC §2). At an
// open it mounts after the canvas has painted its first screen (useCanvasReady); until then a still
// copy of its empty state holds its place, so nothing moves when it comes in and nothing is focusable
// that would not answer yet.
import { useDeferredValue } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { useTranslation } from 'react-i18next';
import CornerLeftUp from 'lucide-react/icons/corner-left-up';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import { useEditorServices } from '../state/EditorContext';
import { useCanvasReady, useSelectedWidget, useScreen } from '../state/hooks';
import { editorTraits } from '../engine';
import { SettingsPanels } from './SettingsPanels';
import { StylePanels } from './StylePanels';

/** The panel's place while the canvas paints: its tab bar and note as they first look, without the tabs' machinery. */
function RightPanelPlaceholder() {
  const { t } = useTranslation('editor');
  return (
    <aside className="ed-right" aria-label={t('panel.title')} aria-busy="true" data-testid="right-panel-placeholder">
      <div className="ed-tabs-root">
        <div className="ed-tablist" aria-hidden="true">
          <span className="ed-tabbtn" data-selected="">{t('panel.style')}</span>
          <span className="ed-tabbtn">{t('panel.settings')}</span>
        </div>
        <div className="ed-right__warn" aria-hidden="true">
          <MousePointerClick size={28} />
          <p>{t('panel.selectWidget')}</p>
        </div>
      </div>
    </aside>
  );
}

export function RightPanel() {
  return useCanvasReady() ? <RightPanelBody /> : <RightPanelPlaceholder />;
}

function RightPanelBody() {
  const { t } = useTranslation('editor');
  // The panel follows the selection one render later, so the selection frame paints first (bench target).
  const w = useDeferredValue(useSelectedWidget());
  const screen = useScreen();
  const { run } = useEditorServices();
  return (
    <aside className="ed-right" aria-label={t('panel.title')}>
      <Tabs className="ed-tabs-root" defaultSelectedKey="style">
        <TabList className="ed-tablist" aria-label={t('panel.title')}>
          <Tab id="style" className="ed-tabbtn">{t('panel.style')}</Tab>
          <Tab id="settings" className="ed-tabbtn">{t('panel.settings')}</Tab>
        </TabList>
        {w === undefined ? (
          <div className="ed-right__warn" role="note">
            <MousePointerClick size={28} aria-hidden="true" />
            <p>{t('panel.selectWidget')}</p>
          </div>
        ) : (
          <>
            <div className="ed-right__head">
              <strong>{w.name}</strong>
              {w.parentId !== null && (
                <button type="button" className="btn btn--ghost btn--icon btn--sm" aria-label={t('layers.parent')} title={t('layers.parentHint')}
                  onClick={() => w.parentId !== null && run({ type: 'selection.set', ids: [w.parentId] })}><CornerLeftUp size={16} /></button>
              )}
              <span className="ed-badge">{t('panel.editingScreen', { screen: t(`screen.${screen}`) })}</span>
            </div>
            <TabPanel id="style" className="ed-right__body"><StylePanels w={w} panels={editorTraits(w.type).stylePanels} /></TabPanel>
            <TabPanel id="settings" className="ed-right__body"><SettingsPanels w={w} panels={editorTraits(w.type).settingsPanels} /></TabPanel>
          </>
        )}
      </Tabs>
    </aside>
  );
}
