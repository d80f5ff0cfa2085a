import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { sessionApi } from '../../../app/session/api/session-api';
import { EMAIL_PATTERN } from '../lib/validation';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const invalid = email.length > 0 && !EMAIL_PATTERN.test(email.trim());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid || !email) return;
    setBusy(true);
    try {
      await sessionApi.requestPasswordReset(email.trim());
      setSent(true);
    } catch {
      // The client has already shown the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Typography variant="h6">{t('auth.forgotTitle')}</Typography>
        {sent ? (
          <Alert severity="success" data-testid="forgot-confirmation">
            {t('auth.forgotConfirmation')}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('auth.forgotIntro')}
            </Typography>
            <TextField
              label={t('common.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={invalid}
              helperText={invalid ? t('common.wrongEmail') : ' '}
              slotProps={{ htmlInput: { 'data-testid': 'forgot-email' } }}
            />
            <Button type="submit" variant="contained" disabled={busy || !email || invalid} data-testid="forgot-submit">
              {t('auth.sendLink')}
            </Button>
          </>
        )}
        <Link component={RouterLink} to="/auth/login" variant="body2">
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    </form>
  );
}
