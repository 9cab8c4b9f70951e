import { Field } from '@/web/ui/Field';

/** Username and current password of a login (the login form, linking a social account to an existing one). */
export function PasswordFields({
  labels,
  username,
  password,
  onUsername,
  onPassword,
  errors,
}: {
  labels: { username: string; password: string };
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  errors: { username?: string; password?: string };
}) {
  return (
    <>
      <Field
        label={labels.username}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => onUsername(event.target.value)}
        error={errors.username}
      />
      <Field
        label={labels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errors.password}
      />
    </>
  );
}
