/**
 * The statistics beacon of every published page (Plausible-like: no cookies, no storage, nothing
 * that blocks rendering). The server already counts the visit when it serves the page (with the
 * referrer, the UTM tags and the browser); the beacon adds what only the browser knows, sent with
 * navigator.sendBeacon when the visitor leaves or hides the page: the time the page was visible,
 * the screen size class (SPEC §9 breakpoints) and whether it was a bounce — left within
 * BOUNCE_MS without a click, a key or a scroll. A view whose page is shown again and left again
 * sends the added time only. Each beacon carries the token of the view it speaks for, which the
 * server sent with the page as `Server-Timing: view;desc="…"` (server/stats/view-token.ts): it caps
 * the time a view can claim, so beacons cannot be forged or replayed to inflate the numbers. Where
 * the browser exposes no Server-Timing (a page not in a secure context) nothing is sent. ES5, one
 * statement a line here; about 450 bytes gzipped.
 */

/** Where beacons are posted, on the page's own origin (server/stats/beacon.ts). */
export const BEACON_PATH = '/__s';
/** SPEC-style "accurate bounce": less than this on the page without interacting. */
export const BOUNCE_MS = 15_000;

/** The Server-Timing metric whose description is the view's token (VIEW_TIMING on the server). */
export const VIEW_TIMING_NAME = 'view';

const BODY = [
  'var d=document,w=window,n=navigator,K=\'\';if(!n.sendBeacon)return;',
  "try{(w.performance.getEntriesByType('navigation')[0].serverTiming||[]).forEach(function(x){if(x.name===T)K=x.description})}catch(e){}if(!K)return;",
  "var on=d.visibilityState==='visible'?Date.now():0,t=0,a=0,s=0;",
  "['click','keydown','scroll'].forEach(function(e){w.addEventListener(e,function(){a=1},{passive:true,once:true})});",
  'function go(){if(on){t+=Date.now()-on;on=0}if(s&&!t)return;var x=w.innerWidth,f=s?0:1;',
  "n.sendBeacon(U,'p='+P+V+'&k='+K+'&d='+Math.min(t,18e5)+'&s='+(x<768?'xs':x<992?'sm':x<1200?'md':'lg')+'&b='+(f&&!a&&t<B?1:0)+'&f='+f);t=0;s=1}",
  "d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')go();else on=Date.now()});",
  "w.addEventListener('pagehide',function(){if(d.visibilityState!=='hidden')go()});",
].join('');

/** The beacon of one published page (and, in a campaign, of one of its variants). */
export function beaconScript(pageId: number, variantId?: number): string {
  const v = variantId === undefined ? "''" : `'&v=${Math.trunc(variantId)}'`;
  return `(function(){var P=${Math.trunc(pageId)},V=${v},U='${BEACON_PATH}',B=${BOUNCE_MS},T='${VIEW_TIMING_NAME}';${BODY}})();`;
}
