// Machines and the API bus ask for navigation outside React; main.tsx plugs the router in here.
let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

export function setNavigate(fn: (to: string) => void): void {
  navigateImpl = fn;
}

export function navigate(to: string): void {
  navigateImpl(to);
}
