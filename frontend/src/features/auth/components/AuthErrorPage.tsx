import { Alert, AlertTitle, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function AuthErrorPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="error">
        <AlertTitle>{t('auth.errorPageTitle')}</AlertTitle>
        {t('auth.errorPageText')}
      </Alert>
      <Link component={RouterLink} to="/auth/login" variant="body2">
        {t('auth.backToLogin')}
      </Link>
    </Stack>
  );
}
