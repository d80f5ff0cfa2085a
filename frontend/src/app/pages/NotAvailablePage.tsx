import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { screenKeyFromPath } from '../navigation/lib/breadcrumbs';

// Honest placeholder for screens delivered by later issues: names the screen, shows no data.
export function NotAvailablePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = t(`menu.entries.${screenKeyFromPath(pathname)}`, { defaultValue: screenKeyFromPath(pathname) });
  return (
    <Box>
      <Alert severity="info" data-testid="not-available" variant="outlined">
        <AlertTitle>{screen}</AlertTitle>
        {t('notAvailable.text')}
      </Alert>
    </Box>
  );
}
