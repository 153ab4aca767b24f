// SPEC §9: password strength labels Weak / Medium / Strong, prompt 'Enter a password'; SPEC §5 hint:
// more than 6 characters with digits and Latin letters. A display helper only — the server's
// api/schemas newPassword is the rule that accepts or refuses a password.
export type PasswordStrength = 'empty' | 'weak' | 'medium' | 'strong';

export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 'empty';
  const longEnough = password.length > 6;
  const digits = /[0-9]/.test(password);
  const latin = /[A-Za-z]/.test(password);
  if (!longEnough || !(digits && latin)) return 'weak';
  const mixedCase = /[a-z]/.test(password) && /[A-Z]/.test(password);
  const symbol = /[^A-Za-z0-9]/.test(password);
  return password.length >= 10 && (mixedCase || symbol) ? 'strong' : 'medium';
}

/** Whether the hint of SPEC §5 is met (more than 6 characters, digits and Latin letters). */
export function meetsPasswordHint(password: string): boolean {
  return password.length > 6 && /[0-9]/.test(password) && /[A-Za-z]/.test(password);
}
