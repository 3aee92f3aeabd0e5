import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { LOGIN_ACCOUNT_MAX_LENGTH, type LoginFields, loginIssues } from '@seabook/domain/auth-rules';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { authApi } from './api.ts';
import formStyles from './auth-forms.module.css';
import styles from './login-password-form.module.css';
import { useFailureNotice } from './use-failure-notice.ts';
import { useSignIn } from './use-sign-in.ts';

type Props = {
  onSuccess(): void;
  onForgot(): void;
  onRegister(): void;
};

type Field = keyof LoginFields;
/** A field's problem: a catalogue key found here, or the server's own message for the field. */
type Problem = { key: string } | { text: string };

const FIELDS: readonly Field[] = ['mobile', 'password'];

function problemsOf(values: LoginFields): Partial<Record<Field, Problem>> {
  return Object.fromEntries(Object.entries(loginIssues(values)).map(([field, key]) => [field, { key }]));
}

/**
 * Mobile-or-sub-account and password (spec §5: sub-accounts log in with the full account name). Plain
 * React drawn like antd's large vertical form (decision 063): the press of "log in" sends the request in
 * the same task, where antd's form first ran its asynchronous field checks and its button's animations.
 * A field's problem shows once the form was submitted or the field was left, and follows the typing.
 */
export function LoginPasswordForm({ onSuccess, onForgot, onRegister }: Props) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState<LoginFields>({ mobile: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());
  const [passwordVisible, setPasswordVisible] = useState(false);
  // Set in the press itself: a second press before the busy state has rendered sends nothing more.
  const sending = useRef(false);
  const signIn = useSignIn();
  const notifyFailure = useFailureNotice();

  const login = useMutation({
    mutationFn: (sent: LoginFields) => authApi.login({ mobile: sent.mobile.trim(), password: sent.password }),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: ({ accesstoken }) => {
      signIn(accesstoken);
      onSuccess();
    },
    onError: (error) =>
      notifyFailure(error, t('login.failed'), {
        setFields: (fields) => {
          const fromServer = Object.fromEntries(
            fields.flatMap(({ name, errors }) =>
              FIELDS.includes(String(name) as Field) && errors?.[0] ? [[String(name), { text: errors[0] }]] : [],
            ),
          );
          setProblems((before) => ({ ...before, ...fromServer }));
          setShown((before) => new Set([...before, ...(Object.keys(fromServer) as Field[])]));
        },
      }),
  });

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // What the user types replaces the server's word on it; the local check follows the typing.
    setProblems((before) => ({ ...before, [field]: problemsOf(next)[field] }));
  };

  const leave = (field: Field) => {
    if (values[field] === '') return;
    setShown((before) => new Set([...before, field]));
    setProblems((before) => ({ ...before, [field]: problemsOf(values)[field] }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const found = problemsOf(values);
    setProblems(found);
    setShown(new Set(FIELDS));
    const first = FIELDS.find((field) => found[field]);
    if (!first) {
      sending.current = true;
      login.mutate(values);
      return;
    }
    document.getElementById(`${id}-${first}`)?.focus();
  };

  const problemOf = (field: Field) => (shown.has(field) ? problems[field] : undefined);
  const describedBy = (field: Field, hint?: string) =>
    [problemOf(field) ? `${id}-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  const field = (name: Field, label: string, control: ReactNode, hint?: ReactNode) => {
    const problem = problemOf(name);
    return (
      <div className={problem ? `${styles.field} ${styles.invalid}` : styles.field}>
        <label className={styles.label} htmlFor={`${id}-${name}`}>
          {label}
        </label>
        {control}
        {problem ? (
          <div id={`${id}-${name}-error`} className={styles.error} role="alert">
            {'key' in problem ? errorText(problem.key, locale) : problem.text}
          </div>
        ) : null}
        {hint}
      </div>
    );
  };

  return (
    <form noValidate className={styles.form} onSubmit={submit} data-testid="login-form">
      {field(
        'mobile',
        t('fields.account'),
        <span className={styles.affix}>
          <PlainIcon icon={UserOutlined} className={styles.prefix} />
          <input
            id={`${id}-mobile`}
            className={styles.input}
            data-testid="login-mobile"
            value={values.mobile}
            placeholder={t('fields.accountPlaceholder')}
            autoComplete="username"
            maxLength={LOGIN_ACCOUNT_MAX_LENGTH}
            aria-invalid={problemOf('mobile') ? true : undefined}
            aria-describedby={describedBy('mobile', `${id}-mobile-hint`)}
            onChange={(event) => change('mobile', event.target.value)}
            onBlur={() => leave('mobile')}
          />
        </span>,
        <div id={`${id}-mobile-hint`} className={styles.hint}>
          {t('fields.accountHint')}
        </div>,
      )}
      {field(
        'password',
        t('fields.password'),
        <span className={styles.affix}>
          <PlainIcon icon={LockOutlined} className={styles.prefix} />
          <input
            id={`${id}-password`}
            className={styles.input}
            data-testid="login-password"
            type={passwordVisible ? 'text' : 'password'}
            value={values.password}
            placeholder={t('fields.passwordPlaceholder')}
            autoComplete="current-password"
            aria-invalid={problemOf('password') ? true : undefined}
            aria-describedby={describedBy('password')}
            onChange={(event) => change('password', event.target.value)}
            onBlur={() => leave('password')}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={passwordVisible}
            aria-label={t('fields.showPassword')}
            data-testid="login-password-reveal"
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            <PlainIcon icon={passwordVisible ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        </span>,
      )}
      <div className={formStyles.row}>
        <button type="button" className={styles.link} onClick={onForgot}>
          {t('login.forgot')}
        </button>
      </div>
      <button
        type="submit"
        className={styles.submit}
        data-testid="login-submit"
        aria-disabled={login.isPending || undefined}
        aria-busy={login.isPending || undefined}
      >
        {login.isPending ? <span className={styles.busy} aria-hidden="true" /> : null}
        {t('login.submit')}
      </button>
      <div className={formStyles.footer}>
        <button type="button" className={styles.link} onClick={onRegister}>
          {t('login.toRegister')}
        </button>
      </div>
    </form>
  );
}
