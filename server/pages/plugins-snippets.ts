// The HTML each plugin kind puts into a published page, and the rules its fields follow. Counter
// ids are checked against strict formats (letters, digits, hyphens) before they are stored, so they
// can be placed into the snippets without escaping; custom code is the customer's own HTML.
import type { PluginKind } from '../../api/routes/plugins';
import type { GoalCounters } from '../../engine/index';

export interface PluginFields {
  kind: PluginKind;
  counter: string;
  code: string;
  webvisor: boolean;
  location: 'start' | 'end';
  cdn: boolean;
  version: '1.0' | '2.0';
}

/** Which field a kind needs, and its format (null = any non-empty text). */
export const pluginRules: Record<PluginKind, { field: 'counter' | 'code'; format: RegExp | null }> = {
  yandex_metrika: { field: 'counter', format: /^\d{4,12}$/ },
  google_analytics: { field: 'counter', format: /^(G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/i },
  gtm: { field: 'counter', format: /^GTM-[A-Z0-9]{4,12}$/i },
  vk_pixel: { field: 'counter', format: /^VK-RTRG-\d{3,12}-[A-Za-z0-9]{3,20}$/ },
  facebook_pixel: { field: 'counter', format: /^\d{6,20}$/ },
  yandex_verification: { field: 'counter', format: /^[A-Za-z0-9_-]{8,100}$/ },
  google_verification: { field: 'counter', format: /^[A-Za-z0-9_-]{8,100}$/ },
  custom_code: { field: 'code', format: null },
};

/** Verification codes belong in <head>; everything else at the start or end of <body>. */
export const placement = (p: PluginFields): 'head' | 'start' | 'end' =>
  (p.kind === 'yandex_verification' || p.kind === 'google_verification' ? 'head' : p.location);

function metrika(p: PluginFields): string {
  const id = p.counter;
  const file = p.version === '1.0' ? 'watch.js' : 'tag.js';
  // The alternative CDN serves the same file when the main host is blocked by the visitor's network.
  const src = p.cdn ? `https://cdn.jsdelivr.net/npm/yandex-metrica-watch/${file}` : `https://mc.yandex.ru/metrika/${file}`;
  return `<script>(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","${src}","ym");ym(${id},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true,webvisor:${p.webvisor}});</script><noscript><div><img src="https://mc.yandex.ru/watch/${id}" style="position:absolute;left:-9999px" alt=""></div></noscript>`;
}

export function snippet(p: PluginFields): string {
  switch (p.kind) {
    case 'yandex_metrika': return metrika(p);
    case 'google_analytics':
      return `<script async src="https://www.googletagmanager.com/gtag/js?id=${p.counter}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${p.counter}');</script>`;
    case 'gtm':
      return `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f)})(window,document,'script','dataLayer','${p.counter}');</script>`;
    case 'vk_pixel':
      return `<script>!function(){var t=document.createElement("script");t.async=!0,t.src="https://vk.com/js/api/openapi.js?169",t.onload=function(){VK.Retargeting.Init("${p.counter}"),VK.Retargeting.Hit()},document.head.appendChild(t)}();</script>`;
    case 'facebook_pixel':
      return `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${p.counter}');fbq('track','PageView');</script>`;
    case 'yandex_verification': return `<meta name="yandex-verification" content="${p.counter}">`;
    case 'google_verification': return `<meta name="google-site-verification" content="${p.counter}">`;
    case 'custom_code': return p.code;
  }
}

/**
 * The counters these plugins put on a page, as the page script reports goals to them (engine
 * goals.ts). Custom code may hold a counter too, but its id is not known: it gets no goal.
 */
export function goalCounters(list: readonly PluginFields[]): GoalCounters {
  const ym = list.filter((p) => p.kind === 'yandex_metrika').map((p) => Number(p.counter)).filter((n) => Number.isSafeInteger(n));
  const has = (kind: PluginKind) => list.some((p) => p.kind === kind);
  return { ym: [...new Set(ym)], ga: has('google_analytics'), gtm: has('gtm'), vk: has('vk_pixel'), fb: has('facebook_pixel') };
}

/** Puts the snippets into a whole HTML document: head ones before </head>, body ones after <body…> / before </body>. */
export function inject(html: string, parts: { head: string; start: string; end: string }): string {
  let out = html;
  if (parts.head) out = out.replace('</head>', () => `${parts.head}</head>`); // a function: '$&' in custom code stays literal
  if (parts.start) out = out.replace(/<body[^>]*>/, (m) => `${m}${parts.start}`);
  if (parts.end) {
    const i = out.lastIndexOf('</body>');
    out = i < 0 ? out + parts.end : out.slice(0, i) + parts.end + out.slice(i);
  }
  return out;
}
