/**
 * The only JavaScript a published page may carry, in pieces. renderPage includes a piece only when
 * a widget on the page needs it, so a plain page ships no script at all. (Its fixed CSS pieces are
 * in page-css.ts.)
 */
import { BREAKPOINTS } from '../constants';
import { AD_TAGS, FIELD_MESSAGES, FIELD_PATTERNS, FORM_META, INTAKE_TEXTS, type PageLang, UTM_PREFIX } from '../forms';
import { DEFAULT_GOAL, type GoalCounters } from '../goals';

import type { Need } from './script-parts';

export type { Need } from './script-parts';

/**
 * The form part. The visitor is told "thank you" only once the server has stored the lead. With
 * scripts on it checks every field in place with the engine's own rules (forms.ts: the same
 * patterns, the same messages in the page's language) and sends the form with fetch, carrying an
 * idempotency key made once per submission (crypto.randomUUID, or getRandomValues where a page is
 * not a secure context) plus the visit's UTM tags and referrer, kept in sessionStorage from the
 * landing URL. A network failure or a 5xx is retried with exponential backoff and jitter under the
 * same key, so a lead whose answer was lost is stored once. Without fetch the browser's own POST
 * runs (the hidden context fields are then absent and the server reads the Referer instead).
 * Once the server says it STORED the lead (not a repeat, not a refusal), the form announces a
 * `goal` event for the counters (goalScript), then shows the thank-you text, opens the form's
 * popup, or goes to its address — with the visit's UTM tags when the form asks (the same rule as
 * engine/after-submit.ts withUtm) — a moment later, so the counters' own requests get out first.
 */
export function formScript(lang: PageLang): string {
  const data = `var P=${JSON.stringify(FIELD_PATTERNS)},M=${JSON.stringify(FIELD_MESSAGES[lang])},T=${JSON.stringify({ failed: INTAKE_TEXTS[lang].failed, tooMany: INTAKE_TEXTS[lang].tooMany })},`
    + `U=${JSON.stringify(AD_TAGS)},N=${JSON.stringify({ key: FORM_META.key, ref: FORM_META.referrer, hp: FORM_META.honeypot, utm: UTM_PREFIX })};`;
  return `(function(){${data}${FORM_SCRIPT_BODY}})();`;
}

// ES5 on purpose (it runs on whatever the visitor has); kept readable here, one statement a line.
const FORM_SCRIPT_BODY = [
  'if(!window.fetch||!window.URLSearchParams||!window.FormData)return;',
  "var EM=new RegExp(P.email),PH=new RegExp(P.phone),C={u:{},r:''},S='_lead';",
  'try{C=JSON.parse(sessionStorage.getItem(S))||C}catch(e){}',
  // Landing context: a visit's first page (or any page arriving with UTM tags) sets it for the visit.
  'var q=new URLSearchParams(location.search),u={},t=0,r=document.referrer;',
  'U.forEach(function(k){var v=q.get(k);if(v){u[k]=v.slice(0,500);t=1}});',
  "if(r&&r.indexOf(location.origin+'/')===0)r='';",
  'if(t||!C.s){C={u:t?u:C.u,r:r||C.r,s:1};try{sessionStorage.setItem(S,JSON.stringify(C))}catch(e){}}',
  "function key(){var c=window.crypto,b=new Uint8Array(16),h='',i;if(c&&c.randomUUID)return c.randomUUID();",
  'if(c&&c.getRandomValues)c.getRandomValues(b);else for(i=0;i<16;i++)b[i]=Math.random()*256;',
  "b[6]=b[6]&15|64;b[8]=b[8]&63|128;for(i=0;i<16;i++)h+=(b[i]+256).toString(16).slice(1);",
  "return h.slice(0,8)+'-'+h.slice(8,12)+'-'+h.slice(12,16)+'-'+h.slice(16,20)+'-'+h.slice(20)}",
  `function put(f,n,v){var x=f.querySelector('input[type=hidden][name="'+n+'"]');if(!x){x=document.createElement('input');x.type='hidden';x.name=n;f.appendChild(x)}x.value=v}`,
  // One rule with the server's: empty → required; then the kind's pattern; a dropdown's options.
  "function bad(c){var v=(c.value||'').trim();if(!v)return c.required?'required':'';",
  "if(c.type==='email'&&!EM.test(v))return'email';if(c.type==='tel'&&!PH.test(v))return'phone';",
  "if(c.tagName==='SELECT'&&c.options.length&&![].some.call(c.options,function(o){return o.value.trim()===v}))return'option';return''}",
  // withUtm's rule: the visit's utm_* tags the address does not name yet, before its #fragment.
  "function tagged(u){var h=u.indexOf('#'),b=h<0?u:u.slice(0,h),a=[];U.forEach(function(k){var v=C.u[k];",
  "if(v&&k.indexOf('utm_')===0&&!new RegExp('[?&]'+k+'=').test(b))a.push(k+'='+encodeURIComponent(v))});",
  "return a.length?b+(b.indexOf('?')<0?'?':/[?&]$/.test(b)?'':'&')+a.join('&')+(h<0?'':u.slice(h)):u}",
  "function fields(f){return[].filter.call(f.elements,function(c){return c.name&&c.type!=='hidden'&&c.name!==N.hp&&/^(INPUT|SELECT|TEXTAREA)$/.test(c.tagName)})}",
  "function mark(c,m){var l=c.closest('label')||c.parentNode,e=l.querySelector('._fe');",
  "if(!m){c.removeAttribute('aria-invalid');if(e)l.removeChild(e);return}",
  "c.setAttribute('aria-invalid','true');if(!e){e=document.createElement('span');e.className='_fe';e.setAttribute('role','alert');e.style.cssText='color:#b91c1c;font-size:.875em';l.appendChild(e)}e.textContent=m}",
  "document.querySelectorAll('form[data-form]').forEach(function(f){f.noValidate=true;",
  "f.addEventListener('input',function(e){var c=e.target;if(c.getAttribute&&c.getAttribute('aria-invalid'))mark(c,M[bad(c)]||'')});",
  "f.addEventListener('submit',function(e){e.preventDefault();if(f._b)return;var first=null,s=f.querySelector('[role=status]'),b=f.querySelector('[type=submit]');",
  "fields(f).forEach(function(c){var k=bad(c);mark(c,k?M[k]:'');if(k&&!first)first=c});",
  'if(first){first.focus();return}',
  "if(!f._k)f._k=key();put(f,N.key,f._k);put(f,N.ref,C.r||'');U.forEach(function(k){put(f,N.utm+k,C.u[k]||'')});",
  'var body=new URLSearchParams(new FormData(f)).toString();f._b=1;if(b)b.disabled=true;if(s)s.hidden=true;',
  "function end(m,ok){f._b=0;if(b)b.disabled=false;if(s&&m){s.textContent=m;s.style.color=ok?'':'#b91c1c';s.hidden=false}}",
  "function go(n){fetch(f.action,{method:'POST',body:body,headers:{Accept:'application/json','Content-Type':'application/x-www-form-urlencoded;charset=UTF-8'}}).then(function(res){",
  "if(res.ok)return res.json().then(null,function(){return{}}).then(function(j){f._k=null;f.reset();fields(f).forEach(function(c){mark(c,'')});",
  "if(j&&j.stored)try{f.dispatchEvent(new CustomEvent('goal',{bubbles:true}))}catch(x){}done()});",
  "function done(){var u=f.getAttribute('data-next'),d=document.getElementById('modal-'+f.getAttribute('data-popup'));",
  "if(u){if(f.hasAttribute('data-utm'))u=tagged(u);end();setTimeout(function(){location.href=u},300);return}",
  "if(d&&d.showModal){end();if(!d.open)d.showModal();return}end(f.getAttribute('data-success'),1)}",
  "if(res.status===422)return res.json().then(function(j){var x=j.fields||{},g=null;fields(f).forEach(function(c){mark(c,x[c.name]||'');if(x[c.name]&&!g)g=c});end();if(g)g.focus()});",
  'if(res.status===429)return end(T.tooMany);if(res.status>=500)throw res;end(T.failed)',
  // Lost or refused on the way (a restart, a 502): again after about 1, 2, 4, 8, 16 s, same key.
  '}).catch(function(){if(n<5)setTimeout(function(){go(n+1)},1000*Math.pow(2,n)*(.75+Math.random()/2));else end(T.failed)})}',
  'go(0)})})',
].join('');

const JS: Readonly<Record<Exclude<Need, 'form' | 'goal'>, string>> = {
  modal: "document.addEventListener('click',function(e){var t=e.target.closest('[data-modal],[data-close]');if(!t){if(e.target.tagName==='DIALOG')e.target.close();return}if(t.hasAttribute('data-close')){t.closest('dialog').close();return}var d=document.getElementById('modal-'+t.getAttribute('data-modal'));if(d&&d.showModal){e.preventDefault();d.showModal()}});",
  tabs: "document.querySelectorAll('[data-tabs]').forEach(function(t){var b=t.querySelectorAll(':scope>[role=tablist]>[role=tab]'),p=t.querySelectorAll(':scope>[role=tabpanel]');b.forEach(function(x,i){x.addEventListener('click',function(){b.forEach(function(y,j){y.setAttribute('aria-selected',String(i===j));if(p[j])p[j].hidden=i!==j})})})});",
  slider: "document.querySelectorAll('[data-slider]').forEach(function(s){var l=s.querySelectorAll(':scope>[data-slide]'),n=l.length,i=0,d=s.querySelector('[data-dots]');if(!n)return;function go(k){i=(k+n)%n;l.forEach(function(x,j){x.hidden=j!==i});if(d)[].forEach.call(d.children,function(x,j){x.setAttribute('aria-current',String(j===i))})}if(d)l.forEach(function(_,j){var b=document.createElement('button');b.type='button';b.setAttribute('aria-label','Slide '+(j+1));b.onclick=function(){go(j)};d.appendChild(b)});s.addEventListener('click',function(e){var b=e.target.closest('[data-prev],[data-next]');if(b)go(i+(b.hasAttribute('data-next')?1:-1))});var a=+s.getAttribute('data-autoplay');if(a)setInterval(function(){go(i+1)},a);go(0)});",
  cookie: "(function(){var c=document.querySelector('[data-cookie]');if(!c)return;try{if(localStorage.getItem('cookie-ok')){c.remove();return}}catch(e){}c.addEventListener('click',function(e){if(e.target.closest('[data-cookie-accept]')){try{localStorage.setItem('cookie-ok','1')}catch(e){}c.remove()}})})();",
  // The burger (MENU_CSS): opens and closes the panel, keeps Tab inside it while open, Escape and a
  // chosen link close it, the body does not scroll under it, and a wider window closes it.
  menu: [
    "document.querySelectorAll('[data-menu]').forEach(function(n){var b=n.querySelector('._mb'),u=n.querySelector('._mu');if(!b||!u)return;",
    "function bg(e){for(;e&&e.nodeType===1;e=e.parentNode){var c=getComputedStyle(e).backgroundColor;if(c&&c!=='transparent'&&!/^rgba\\(.*,\\s*0\\)$/.test(c))return c}return'#fff'}",
    "function set(o){if(o){n.style.setProperty('--_mbg',bg(n));n.setAttribute('data-open','')}else n.removeAttribute('data-open');",
    "b.setAttribute('aria-expanded',String(o));b.textContent=o?'\\u2715':'\\u2630';document.body.style.overflow=o?'hidden':''}",
    "b.addEventListener('click',function(){set(!n.hasAttribute('data-open'))});",
    "u.addEventListener('click',function(e){if(e.target.closest('a'))set(false)});",
    "window.addEventListener('resize',function(){if(n.hasAttribute('data-open')&&window.innerWidth>" + String(BREAKPOINTS.xs) + ")set(false)});",
    "n.addEventListener('keydown',function(e){if(!n.hasAttribute('data-open'))return;if(e.key==='Escape'){set(false);b.focus();return}",
    "if(e.key!=='Tab')return;var l=u.querySelectorAll('a'),z=l[l.length-1]||b,a=document.activeElement;",
    "if(e.shiftKey&&a===b){e.preventDefault();z.focus()}else if(!e.shiftKey&&a===z){e.preventDefault();b.focus()}})});",
  ].join(''),
  // SPEC §9: the ripple lasts 600 ms at z-index 70.
  ripple: "document.addEventListener('click',function(e){var t=e.target.closest('._an-ripple');if(!t)return;var r=document.createElement('span'),b=t.getBoundingClientRect(),s=Math.max(b.width,b.height);r.className='_rp';r.style.cssText='width:'+s+'px;height:'+s+'px;left:'+(e.clientX-b.left-s/2)+'px;top:'+(e.clientY-b.top-s/2)+'px';t.appendChild(r);setTimeout(function(){r.remove()},600)});",
};

/**
 * The goal part: each counter the page's plugins configure (and only those) is told of a goal —
 * a form's once its lead is stored (the form script's `goal` event), a goal button's on its click.
 * A counter not loaded (blocked, still loading) is skipped; one that throws does not stop the rest.
 */
export function goalScript(counters: GoalCounters): string {
  const k = { ym: counters.ym ?? [], ga: counters.ga === true, gtm: counters.gtm === true, vk: counters.vk === true, fb: counters.fb === true };
  return `(function(){var K=${JSON.stringify(k)},w=window;${GOAL_SCRIPT_BODY}})();`;
}

const GOAL_SCRIPT_BODY = [
  'function t(f){try{f()}catch(e){}}',
  'function fire(g){',
  "K.ym.forEach(function(i){if(w.ym)t(function(){w.ym(i,'reachGoal',g)})});",
  `if(K.ga&&w.gtag)t(function(){w.gtag('event',g===${JSON.stringify(DEFAULT_GOAL)}?'generate_lead':g)});`,
  'if(K.gtm)t(function(){(w.dataLayer=w.dataLayer||[]).push({event:g})});',
  "if(K.vk&&w.VK&&w.VK.Goal)t(function(){w.VK.Goal('lead')});",
  "if(K.fb&&w.fbq)t(function(){w.fbq('track','Lead')})}",
  `document.addEventListener('goal',function(e){fire(e.target.getAttribute('data-goal')||${JSON.stringify(DEFAULT_GOAL)})});`,
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-goal]');if(b&&b.tagName!=='FORM')fire(b.getAttribute('data-goal'))})",
].join('');

/** The pieces a page needs, each its own statement (joined by ';', so no piece depends on how another ends). */
export const scriptFor = (needs: ReadonlySet<Need>, lang: PageLang = 'ru', counters: GoalCounters = {}): string =>
  [...needs].sort().map((n) => (n === 'form' ? formScript(lang) : n === 'goal' ? goalScript(counters) : JS[n])).join(';');
