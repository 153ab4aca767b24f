/** SPEC §9: the ripple animation — a circle spreading from the click, 600 ms at z-index 70 (its CSS in page-css.ts). */
export function run(): void {
  document.addEventListener('click', (e) => {
    const t = (e.target as HTMLElement).closest('._an-ripple');
    if (!t) return;
    const r = document.createElement('span');
    const b = t.getBoundingClientRect();
    const s = Math.max(b.width, b.height);
    r.className = '_rp';
    r.style.cssText = 'width:' + s + 'px;height:' + s + 'px;left:' + (e.clientX - b.left - s / 2) + 'px;top:' + (e.clientY - b.top - s / 2) + 'px';
    t.appendChild(r);
    setTimeout(() => { r.remove(); }, 600);
  });
}
