// Money as SPEC §9 shows it: a whole number, a space between thousands, the ruble sign. Every
// screen with a price (billing, domain registration) and the server's receipts format it here.
export function formatPrice(value: number, currency = 'RUB'): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = whole < 0 ? '−' : '';
  return currency.toUpperCase() === 'RUB' ? `${sign}${digits} ₽` : `${sign}${digits} ${currency}`;
}
