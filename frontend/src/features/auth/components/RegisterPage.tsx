import { Alert, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

// register-1 and register-2 exist as routes (spec 01 §2.1); self-registration is not part of this delivery.
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('auth.registerNotAvailable')}</Alert>
      <Link component={RouterLink} to="/auth/login" variant="body2">
        {t('auth.backToLogin')}
      </Link>
    </Stack>
  );
}
