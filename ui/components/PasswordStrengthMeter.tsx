import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../../adapters/index';

/** Weak / Medium / Strong with the prompt 'Enter a password' (SPEC §9). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const level = passwordStrength(password);
  return (
    <div className="strength" data-level={level} aria-live="polite">
      <div className="strength__bars" aria-hidden="true">
        <span className="strength__bar" />
        <span className="strength__bar" />
        <span className="strength__bar" />
      </div>
      <span data-testid="password-strength">{t(`password.strength.${level}`)}</span>
    </div>
  );
}
