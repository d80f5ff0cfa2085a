import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../session/store/session-store';

// Vehicles arrive with a later issue: until then the ids are all we honestly know.
export function DefaultVehicles() {
  const { t } = useTranslation();
  const ids = useSessionStore((s) => s.user?.defaultVehicles ?? []);
  return (
    <div data-testid="default-vehicles">
      <Typography variant="subtitle2" gutterBottom>
        {t('drawer.defaultVehicles')}
      </Typography>
      {ids.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('drawer.noDefaultVehicles')}
        </Typography>
      ) : (
        <Alert severity="info" variant="outlined">
          {t('drawer.vehiclesNotAvailable', { ids: ids.join(', ') })}
        </Alert>
      )}
      <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
        {t('drawer.checkIn')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('drawer.checkInNotAvailable')}
      </Typography>
    </div>
  );
}
