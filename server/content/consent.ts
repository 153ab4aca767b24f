// The consent checkbox (152-FZ) every shipped form asks for: the widget catalogue's own consent
// entry (engine/widgets/consent.ts: its name, required flag, text and link words in the page's
// language, its layout), linked to the site's policy page and drawn in the theme's body font.
import { catalogueEntry } from '../../engine/index';
import type { N } from './build';
import type { Theme } from './themes';
import type { NodeStyle } from './types';

/** Where a shipped form's consent links: a page of the owner's own site, which the owner publishes. */
export const CONSENT_POLICY_URL = '/policy';

const entry = catalogueEntry('consent');
if (entry === undefined) throw new Error('the widget catalogue has no consent entry');
const consent = entry;

/**
 * A required consent checkbox in `lang`, for the end of a form's fields (before its submit button).
 * `color` is the text colour where the form sits on a coloured background.
 */
export function consentField(t: Theme, lang: 'ru' | 'en', color: string = t.c.muted, extra: NodeStyle = {}): N {
  const own: NodeStyle = consent.style;
  return {
    type: 'consent',
    name: consent.titles[lang],
    cfg: { ...consent.content[lang], required: true, policyUrl: CONSENT_POLICY_URL },
    style: {
      ...own,
      desktop: { ...own.desktop, margin: '0', fontFamily: t.fonts.body, lineHeight: '1.5', color, ...extra.desktop },
      ...(own.mobile === undefined && extra.mobile === undefined ? {} : { mobile: { ...own.mobile, ...extra.mobile } }),
    },
  };
}
