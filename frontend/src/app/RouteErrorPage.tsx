import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRouteError } from 'react-router';

import { ERROR_PAGE_PATH, isMissingListError } from './global-error';

// Render errors inside a route land here; the "reading 'map' of undefined" kind goes to the app's error page.
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (isMissingListError(error) && pathname !== ERROR_PAGE_PATH) return <Navigate to={ERROR_PAGE_PATH} replace />;
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} data-testid="route-error">
      <Typography variant="h5" gutterBottom>
        {t('errorPage.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('errorPage.text')}</Typography>
      <Button variant="contained" href="/app/journey">
        {t('errorPage.goHome')}
      </Button>
    </Box>
  );
}
