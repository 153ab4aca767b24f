/** Popups (SPEC §2 modals): a popup opener opens its dialog; a close button or a click on the backdrop closes it. */
export function run(): void {
  document.addEventListener('click', (e) => {
    const target = e.target as HTMLElement;
    const t = target.closest('[data-modal],[data-close]');
    if (!t) {
      if (target.tagName === 'DIALOG') (target as HTMLDialogElement).close();
      return;
    }
    if (t.hasAttribute('data-close')) {
      (t.closest('dialog') as HTMLDialogElement).close();
      return;
    }
    const d = document.getElementById('modal-' + t.getAttribute('data-modal')) as HTMLDialogElement | null;
    if (d && d.showModal) {
      e.preventDefault();
      d.showModal();
    }
  });
}
