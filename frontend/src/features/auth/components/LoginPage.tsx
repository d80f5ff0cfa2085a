import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';

import { ApiError } from '../../../api/client';
import { errorText } from '../../../i18n/error-messages';
import { useMutation } from '../../../lib/useMutation';
import { useSessionStore } from '../../../app/session/store/session-store';

// Codes the login form explains itself; everything else falls back to the generic invalid-login text.
const LOGIN_CODES = new Set(['USER_ARCHIVED', 'TOO_MANY_ATTEMPTS']);

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const login = useSessionStore((s) => s.login);
  const status = useSessionStore((s) => s.status);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useMutation(() => login(username.trim(), password), {
    onSuccess: () => void navigate('/', { replace: true }),
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : '';
      setError(LOGIN_CODES.has(code) ? errorText(code, i18n.language) : t('auth.invalidLogin'));
    },
  });

  if (status === 'ready') return <Navigate to="/" replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    void signIn.run();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Typography variant="h6">{t('auth.loginTitle')}</Typography>
        {error && (
          <Alert severity="error" data-testid="login-error">
            {error}
          </Alert>
        )}
        <TextField
          label={t('auth.username')}
          name="username"
          type="email"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoFocus
          required
          slotProps={{ htmlInput: { 'data-testid': 'login-username' } }}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={signIn.busy || !username || !password}
          data-testid="login-submit"
        >
          {t('auth.login')}
        </Button>
        <Link component={RouterLink} to="/auth/forgot-password" variant="body2">
          {t('auth.forgotPassword')}
        </Link>
      </Stack>
    </form>
  );
}
