/** Sliders: one slide shown at a time; dots (one per slide, made here), arrows and autoplay move it. */
export function run(): void {
  document.querySelectorAll('[data-slider]').forEach((s) => {
    const slides = s.querySelectorAll<HTMLElement>(':scope>[data-slide]');
    const n = slides.length;
    const dots = s.querySelector('[data-dots]');
    let i = 0;
    if (!n) return;
    const go = (k: number): void => {
      i = (k + n) % n;
      slides.forEach((x, j) => { x.hidden = j !== i; });
      if (dots) [].forEach.call(dots.children, (x: Element, j: number) => { x.setAttribute('aria-current', String(j === i)); });
    };
    if (dots) {
      slides.forEach((_x, j) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.setAttribute('aria-label', 'Slide ' + (j + 1));
        b.onclick = () => go(j);
        dots.appendChild(b);
      });
    }
    s.addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest('[data-prev],[data-next]');
      if (b) go(i + (b.hasAttribute('data-next') ? 1 : -1));
    });
    const autoplay = +(s.getAttribute('data-autoplay') || 0);
    if (autoplay) setInterval(() => go(i + 1), autoplay);
    go(0);
  });
}
