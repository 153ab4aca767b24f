/** SPEC §9 price format: a whole number, space as the thousands separator, the ruble sign. */
export function formatPrice(value: number, currency: string): string {
  const whole = String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return currency.toUpperCase() === 'RUB' ? `${whole} ₽` : `${whole} ${currency}`;
}
