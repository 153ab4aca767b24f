// Machines and the API bus ask for navigation outside React; main.tsx plugs the router in here.
// The session check goes out before the router exists (main.tsx): a navigation asked for by then
// (a stale token sent to the login) waits for the router instead of reloading the whole page.
let navigateImpl: ((to: string) => void) | null = null;
let pending: string | null = null;

export function setNavigate(fn: (to: string) => void): void {
  navigateImpl = fn;
  const to = pending;
  pending = null;
  if (to !== null) fn(to);
}

export function navigate(to: string): void {
  if (navigateImpl === null) pending = to;
  else navigateImpl(to);
}
