// The read-only parts of a trip row, shared by the table and the mobile cards.
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { JournalEntry } from '../api/types';
import { placeText, tripTimes, vehicleLabel } from '../lib/trip-display';
import { JOURNAL_NS } from '../i18n';

export function TripTimesText({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation(JOURNAL_NS);
  if (entry.privateHidden) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid={`trip-time-${entry.journal_id}`}>
        {t('privatePlaceholder')}
      </Typography>
    );
  }
  const times = tripTimes(entry);
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} data-testid={`trip-time-${entry.journal_id}`}>
      {times.start} – {times.stop}
      {times.stopDate && (
        // The trip ended on a later day: its date, below the times.
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          ({times.stopDate})
        </Typography>
      )}
    </Typography>
  );
}

export function TripRoute({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation(JOURNAL_NS);
  if (entry.privateHidden) {
    return (
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', color: 'text.secondary' }}
        data-testid={`trip-private-placeholder-${entry.journal_id}`}
      >
        <LockOutlined fontSize="small" />
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {t('privateDetails')}
        </Typography>
      </Stack>
    );
  }
  const from = placeText(entry.geocode_start.format, entry.trip.start) ?? t('noAddress');
  const to = placeText(entry.geocode_stop.format, entry.trip.stop) ?? t('noAddress');
  return (
    <Box data-testid={`trip-route-${entry.journal_id}`} sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {from}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        → {to}
      </Typography>
    </Box>
  );
}

export function VehicleDriver({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation(JOURNAL_NS);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {vehicleLabel(entry.vehicle)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {entry.driver?.displayName || t('noDriver')}
      </Typography>
    </Box>
  );
}
