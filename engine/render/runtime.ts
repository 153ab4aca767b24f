/**
 * The only JavaScript a published page may carry, in parts (render/script/, compiled to ES5 into
 * script/compiled.generated.ts by build/pageScript.ts). renderPage includes a part only when a
 * widget on the page needs it, so a plain page ships no script at all. (Its fixed CSS pieces are
 * in page-css.ts.)
 */
import { BREAKPOINTS } from '../constants';
import { AD_TAGS, FIELD_MESSAGES, FORM_META, INTAKE_TEXTS, type PageLang, UTM_PREFIX } from '../forms';
import { DEFAULT_GOAL, type GoalCounters } from '../goals';
import { STEP_TEXTS } from '../widgets/field-logic';
import { SCRIPT_PARTS } from './script/compiled.generated';
import type { FormScriptConfig } from './script/form';
import type { GoalScriptConfig } from './script/goal';
import type { MenuScriptConfig } from './script/menu';
import type { PhoneLoadConfig } from './script/phone-load';
import { PAGE_SCRIPT_URL, phoneFile } from './phone-file';
import type { Need } from './script-parts';

export type { Need } from './script-parts';

/** A configured part with its configuration in place (as a JSON literal: data, never code). */
const configured = (part: string, config: object): string => {
  const at = part.indexOf('__CONFIG__');
  // '<' escaped so no text of the configuration can close the page's <script> element.
  return part.slice(0, at) + JSON.stringify(config).replace(/</g, '\\u003c') + part.slice(at + '__CONFIG__'.length);
};

/** The form part in the page's language (script/form.ts). */
export function formScript(lang: PageLang): string {
  const config: FormScriptConfig = {
    messages: FIELD_MESSAGES[lang], failed: INTAKE_TEXTS[lang].failed, tooMany: INTAKE_TEXTS[lang].tooMany, tags: AD_TAGS,
    key: FORM_META.key, ref: FORM_META.referrer, honeypot: FORM_META.honeypot, tagPrefix: UTM_PREFIX,
  };
  return configured(SCRIPT_PARTS.form, config);
}

/** The goal part for the counters the page's plugins configure (script/goal.ts). */
export function goalScript(counters: GoalCounters): string {
  const config: GoalScriptConfig = {
    ym: counters.ym ?? [], ga: counters.ga === true, gtm: counters.gtm === true, vk: counters.vk === true, fb: counters.fb === true, lead: DEFAULT_GOAL,
  };
  return configured(SCRIPT_PARTS.goal, config);
}

const menuConfig: MenuScriptConfig = { breakpoint: BREAKPOINTS.xs };

/**
 * The phone part: the loader of the phone mask file for the account's country (script/phone-load.ts,
 * phone-file.ts), which the page fetches from its own host when a visitor starts on a phone field.
 */
export const phoneScript = (country: string): string =>
  configured(SCRIPT_PARTS.phone, { src: PAGE_SCRIPT_URL + phoneFile(country).name } satisfies PhoneLoadConfig);

function part(n: Need, lang: PageLang, counters: GoalCounters, country: string): string {
  switch (n) {
    case 'form': return formScript(lang);
    case 'phone': return phoneScript(country);
    case 'goal': return goalScript(counters);
    case 'menu': return configured(SCRIPT_PARTS.menu, menuConfig);
    case 'steps': return configured(SCRIPT_PARTS.steps, STEP_TEXTS[lang]);
    default: return SCRIPT_PARTS[n];
  }
}

/**
 * The parts a page needs, each its own statement (joined by ';', so no part depends on how another
 * ends). `country`: the account's, whose phone numbers the phone part formats (Russia by default).
 */
export const scriptFor = (needs: ReadonlySet<Need>, lang: PageLang = 'ru', counters: GoalCounters = {}, country = 'RU'): string =>
  [...needs].sort().map((n) => part(n, lang, counters, country)).join(';');
