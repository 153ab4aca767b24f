/** Links to the business's social networks; each reads as its network's name in the page's language. */
import { el } from '../render/description';
import { list, rec, str } from '../render/describe-kit';
import { safeUrl } from '../render/escape';
import { socialNetworkName } from '../social';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-social-links',
  catalogue: [{ key: 'social-links', category: 'other', titles: { en: 'Social links', ru: 'Соцсети' },
    cfg: { links: [{ network: 'telegram', href: 'https://t.me/' }, { network: 'vk', href: 'https://vk.com/' }] },
    style: { desktop: { display: 'flex', gap: '12px' } } }],
  editor: { textual: true, content: ['socialLinks'] },
  look: { spaced: true },
  // Menu and social links take the widget's colour (the `links` CSS), not the browser's link blue.
  describe: (w, ctx) => el('ul', [['data-links', true]], ...list(w.cfg.links).map((l) => {
    const r = rec(l);
    const name = socialNetworkName(str(r.network), ctx.lang ?? 'ru');
    return el('li', [], el('a', [['class', '_l'], ['href', safeUrl(r.href)], ['target', '_blank'], ['rel', 'noopener']], { text: name }));
  })),
});
