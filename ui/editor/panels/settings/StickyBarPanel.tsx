// The sticky bar's content: its text (URL placeholders allowed) and the window edge it sticks to.
// The edge is the bar's desktop style (top: 0 or bottom: 0), which every screen inherits.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../engine';
import { useEditorServices } from '../../state/EditorContext';
import { CfgText, Row, Section } from '../fields';
import { FillHint } from './FillHint';

export function StickyBarPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const id = useId();
  const place = w.style.desktop?.top === '0' ? 'top' : 'bottom';
  const text = typeof w.cfg.text === 'string' ? w.cfg.text : '';
  return (
    <Section title={t('panels.stickyBar')}>
      <CfgText w={w} path="text" label={t('stickyBar.text')} multiline />
      <FillHint text={text} />
      <Row label={t('stickyBar.place')} htmlFor={id}>
        <select id={id} className="ed-input" value={place}
          onChange={(e) => run({ type: 'widget.style.set', id: w.id, screen: 'desktop', props: e.target.value === 'top' ? { top: '0', bottom: null } : { top: null, bottom: '0' } })}>
          <option value="top">{t('stickyBar.top')}</option>
          <option value="bottom">{t('stickyBar.bottom')}</option>
        </select>
      </Row>
    </Section>
  );
}
