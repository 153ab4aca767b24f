/** A page header row: logo, menu, buttons. */
import { box } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-navbar',
  catalogue: [{ key: 'navbar', category: 'menu', titles: { en: 'Navbar', ru: 'Навигация' },
    style: { desktop: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 16px' } }, children: ['menu'] }],
  box: true,
  editor: { textual: true, content: ['menu'] },
  look: { ownPadding: true },
  describe: box('header'),
});
