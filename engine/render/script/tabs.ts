/** Tabs: a tab button shows its panel and hides the others. */
export function run(): void {
  document.querySelectorAll('[data-tabs]').forEach((t) => {
    const buttons = t.querySelectorAll(':scope>[role=tablist]>[role=tab]');
    const panels = t.querySelectorAll<HTMLElement>(':scope>[role=tabpanel]');
    buttons.forEach((x, i) => {
      x.addEventListener('click', () => {
        buttons.forEach((y, j) => {
          y.setAttribute('aria-selected', String(i === j));
          if (panels[j]) panels[j].hidden = i !== j;
        });
      });
    });
  });
}
