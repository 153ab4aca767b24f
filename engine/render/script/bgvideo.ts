/**
 * Sections' background clips (render/video-markup.ts): started muted and looping once the page
 * runs, never for a visitor who asked for reduced motion (paused again when they ask while here);
 * until then, and for them, the poster stays.
 */
export function run(): void {
  const clips = document.querySelectorAll<HTMLVideoElement>('video[data-bg-video]');
  if (clips.length === 0) return;
  const reduce = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  const apply = (): void => {
    const still = reduce !== null && reduce.matches;
    for (let i = 0; i < clips.length; i++) {
      const v = clips[i];
      // Muted by property too: the attribute alone does not let every browser start it.
      v.muted = true;
      if (still) {
        v.autoplay = false;
        v.pause();
      } else {
        v.autoplay = true;
        const started = v.play();
        // A browser that still refuses keeps the poster; nothing to report to the visitor.
        if (started && typeof started.then === 'function') started.then(undefined, () => undefined);
      }
    }
  };
  apply();
  if (reduce === null) return;
  if (typeof reduce.addEventListener === 'function') reduce.addEventListener('change', apply);
  else if (typeof reduce.addListener === 'function') reduce.addListener(apply);
}
