import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../api/client';
import { errorText } from '../../../i18n/error-messages';
import { passwordProblem } from '../../auth/lib/validation';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { sessionApi } from '../../../app/session/api/session-api';
import { useSessionStore } from '../../../app/session/store/session-store';

const empty = { oldPassword: '', password: '', confirmation: '' };

export function ChangePasswordForm() {
  const { t, i18n } = useTranslation();
  const userId = useSessionStore((s) => s.user?.userId);
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useMutation(
    (id: number) => sessionApi.changePassword(id, values.oldPassword, values.password, values.confirmation),
    {
      onSuccess: () => notifySuccess(t('drawer.passwordChanged')),
      onError: (err) => {
        const code = err instanceof ApiError ? err.code : undefined;
        setError(`${errorText(code, i18n.language)} ${t('common.tryAgain')}`);
      },
    },
  );

  const oldMissing = !values.oldPassword;
  const newMissing = !values.password;
  const problem = passwordProblem(values.password, values.confirmation);
  const set = (k: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [k]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (oldMissing || newMissing || problem || !userId) return;
    await change.run(userId);
    // The form resets after every submit (spec 01 §5).
    setValues(empty);
    setTouched(false);
  };

  const newHelper =
    touched && (newMissing ? t('drawer.newPasswordRequired') : problem === 'short' ? t('auth.passwordMin') : '');
  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form">
      <Stack spacing={1.5}>
        <Typography variant="subtitle2">{t('drawer.changePassword')}</Typography>
        {error && (
          <Alert severity="error" data-testid="change-password-error">
            {error}
          </Alert>
        )}
        <TextField
          type="password"
          label={t('drawer.oldPassword')}
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={touched && oldMissing}
          helperText={touched && oldMissing ? t('drawer.oldPasswordRequired') : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'old-password' } }}
        />
        <TextField
          type="password"
          label={t('auth.newPassword')}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={Boolean(newHelper)}
          helperText={newHelper || undefined}
          slotProps={{ htmlInput: { 'data-testid': 'new-password' } }}
        />
        <TextField
          type="password"
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          value={values.confirmation}
          onChange={set('confirmation')}
          error={touched && !newMissing && problem === 'mismatch'}
          helperText={touched && !newMissing && problem === 'mismatch' ? t('auth.passwordMismatch') : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'confirm-password' } }}
        />
        <Button type="submit" variant="contained" disabled={change.busy} data-testid="change-password-submit">
          {t('drawer.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
