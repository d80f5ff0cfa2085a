import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { sessionApi } from '../../../app/session/api/session-api';
import { useMutation } from '../../../lib/useMutation';
import { EMAIL_PATTERN } from '../lib/validation';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  // A failure has already been shown by the client.
  const request = useMutation((address: string) => sessionApi.requestPasswordReset(address), {
    onSuccess: () => setSent(true),
  });
  const invalid = email.length > 0 && !EMAIL_PATTERN.test(email.trim());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid || !email) return;
    void request.run(email.trim());
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
            <Button
              type="submit"
              variant="contained"
              disabled={request.busy || !email || invalid}
              data-testid="forgot-submit"
            >
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
