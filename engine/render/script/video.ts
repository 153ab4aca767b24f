/**
 * Video facades (render/video-markup.ts): the provider's player is created only when the visitor
 * presses play, in the facade's place, already playing; until then the page has loaded nothing of
 * the provider's.
 */
export function run(): void {
  document.addEventListener('click', (e) => {
    const button = (e.target as Element).closest ? (e.target as Element).closest('[data-video]>button') : null;
    const box = button ? button.parentElement : null;
    if (!box) return;
    const frame = document.createElement('iframe');
    frame.src = box.getAttribute('data-video') || '';
    frame.title = box.getAttribute('data-title') || '';
    frame.setAttribute('allow', 'autoplay; fullscreen; picture-in-picture; encrypted-media');
    frame.setAttribute('allowfullscreen', '');
    while (box.firstChild) box.removeChild(box.firstChild);
    box.appendChild(frame);
    frame.focus();
  });
}
