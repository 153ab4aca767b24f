/** Defaults several widget types share (a submit button is a button; fields and boxes stack in a column). */
import type { WidgetStyle } from '../model';

export const BUTTON_STYLE: WidgetStyle = {
  desktop: {
    display: 'inline-block', padding: '12px 24px', backgroundColor: '#1d4ed8', color: '#ffffff',
    borderRadius: '6px', textDecoration: 'none', border: '0', fontSize: '16px', cursor: 'pointer',
  },
};

export const FLEX_COLUMN = { display: 'flex', flexDirection: 'column', gap: '8px' };

export const BUTTON_CFG = { target: 'link', link: { value: '#' }, newWindow: false, modalId: null, blockId: '', script: '', animation: null };
