import { isWeakPassword, PASSWORD_MIN_LENGTH, passwordClasses } from '@seabook/domain/auth';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './password-strength.module.css';

export type Strength = 'weak' | 'medium' | 'strong';

/**
 * Weak is exactly what the server refuses (too short, one kind of character, or a well-known password),
 * so the meter never disagrees with the validation message. Strong asks for three kinds and 8+ characters.
 */
export function passwordStrength(password: string): Strength | null {
  if (password === '') return null;
  if (password.length < PASSWORD_MIN_LENGTH || isWeakPassword(password)) return 'weak';
  if (passwordClasses(password) >= 3 && password.length >= 8) return 'strong';
  return 'medium';
}

const LEVEL: Record<Strength, number> = { weak: 1, medium: 2, strong: 3 };

/** Three bars under the password field; the weak-password message itself comes from the field's rules. */
export function PasswordStrength({ password }: { password: string | undefined }) {
  const { t } = useTranslation('auth');
  const strength = passwordStrength(password ?? '');
  if (!strength) return null;
  return (
    <div className={styles.meter} data-testid="password-strength" data-strength={strength}>
      <span className={styles.label}>{t('strength.label')}</span>
      <span className={styles.bars} aria-hidden>
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={bar <= LEVEL[strength] ? styles[strength] : styles.bar} />
        ))}
      </span>
      <span className={styles[`${strength}Text`]}>{t(`strength.${strength}`)}</span>
    </div>
  );
}
