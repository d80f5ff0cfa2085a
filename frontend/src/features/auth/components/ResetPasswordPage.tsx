import { Alert, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { ApiError } from '../../../api/client';
import { errorText } from '../../../i18n/error-messages';
import { sessionApi } from '../../../app/session/api/session-api';
import { useMutation } from '../../../lib/useMutation';
import { passwordProblem } from '../lib/validation';

type TokenState = { kind: 'checking' } | { kind: 'valid' } | { kind: 'invalid'; code: string };

const codeOf = (err: unknown) => (err instanceof ApiError && err.code ? err.code : 'ERROR_CODE_UNSPECIFIED');

export function ResetPasswordPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [tokenState, setTokenState] = useState<TokenState>(
    token ? { kind: 'checking' } : { kind: 'invalid', code: 'MISSING_TOKEN' },
  );
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = useMutation(() => sessionApi.resetPassword(token, password, confirmation), {
    onSuccess: () => setDone(true),
    onError: (err) => setSubmitError(errorText(codeOf(err), i18n.language)),
  });

  useEffect(() => {
    if (!token) return;
    let live = true;
    sessionApi
      .validatePasswordToken(token)
      .then(() => live && setTokenState({ kind: 'valid' }))
      .catch((err) => live && setTokenState({ kind: 'invalid', code: codeOf(err) }));
    return () => {
      live = false;
    };
  }, [token]);

  const problem = passwordProblem(password, confirmation);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    setSubmitError(null);
    void reset.run();
  };

  const back = (
    <Link component={RouterLink} to="/auth/login" variant="body2">
      {t('auth.backToLogin')}
    </Link>
  );

  if (tokenState.kind === 'checking') {
    return (
      <Stack spacing={2} alignItems="center">
        <CircularProgress />
        <Typography>{t('auth.validatingToken')}</Typography>
      </Stack>
    );
  }
  if (tokenState.kind === 'invalid') {
    return (
      <Stack spacing={2}>
        <Typography variant="h6">{t('auth.resetTitle')}</Typography>
        <Alert severity="error" data-testid="reset-token-error">
          {errorText(tokenState.code, i18n.language)}
        </Alert>
        <Link component={RouterLink} to="/auth/forgot-password" variant="body2">
          {t('auth.forgotPassword')}
        </Link>
        {back}
      </Stack>
    );
  }
  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" data-testid="reset-done">
          {t('auth.resetDone')}
        </Alert>
        {back}
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Typography variant="h6">{t('auth.resetTitle')}</Typography>
        {submitError && <Alert severity="error">{submitError}</Alert>}
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched && problem === 'short'}
          helperText={touched && problem === 'short' ? t('auth.passwordMin') : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'reset-password' } }}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={touched && problem === 'mismatch'}
          helperText={touched && problem === 'mismatch' ? t('auth.passwordMismatch') : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'reset-confirmation' } }}
        />
        <Button type="submit" variant="contained" disabled={reset.busy} data-testid="reset-submit">
          {t('auth.setPassword')}
        </Button>
        {back}
      </Stack>
    </form>
  );
}
