// Which form fields each plugin kind shows (SPEC §3 "Plugin"). Layout only: the server validates
// required fields and formats per kind and answers with the SPEC §5 plugin-form messages.
import BarChart3 from 'lucide-react/icons/chart-column';
import Code2 from 'lucide-react/icons/code-xml';
import Megaphone from 'lucide-react/icons/megaphone';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Tag from 'lucide-react/icons/tag';
import Target from 'lucide-react/icons/target';
import type { LucideIcon } from 'lucide-react';
import type { PluginKind } from '../../../api/routes/plugins';

export interface KindLayout {
  icon: LucideIcon;
  /** Counter number / pixel id / container id / verification code. */
  counter: boolean;
  code: boolean;
  webvisor: boolean;
  /** Verification codes always go into <head>; the others choose start or end of <body>. */
  location: boolean;
  cdn: boolean;
  version: boolean;
}

const counter = { counter: true, code: false, webvisor: false, location: true, cdn: false, version: false };

export const KIND_LAYOUT: Record<PluginKind, KindLayout> = {
  yandex_metrika: { icon: BarChart3, ...counter, webvisor: true, cdn: true, version: true },
  google_analytics: { icon: BarChart3, ...counter },
  gtm: { icon: Tag, ...counter },
  vk_pixel: { icon: Target, ...counter },
  facebook_pixel: { icon: Megaphone, ...counter },
  yandex_verification: { icon: ShieldCheck, ...counter, location: false },
  google_verification: { icon: ShieldCheck, ...counter, location: false },
  custom_code: { icon: Code2, counter: false, code: true, webvisor: false, location: true, cdn: false, version: false },
};
