import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function AppErrorPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error" data-testid="app-error-page">
        <AlertTitle>{t('errorPage.title')}</AlertTitle>
        {t('errorPage.text')}
      </Alert>
      <Button component={RouterLink} to="/app/journey" sx={{ mt: 2 }} variant="contained">
        {t('errorPage.goHome')}
      </Button>
    </Box>
  );
}
