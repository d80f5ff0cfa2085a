import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { dayLabel } from '../lib/day-groups';
import { formatDistanceKm } from '../lib/trip-display';
import { JOURNAL_NS } from '../i18n';
import { useDayTotals } from './day-totals';

// "måndag 23 november 2026 · 3 resor · 16,20 km": the totals count the whole day, also trips not yet scrolled to.
export function DayHeading({ day }: { day: string }) {
  const { t, i18n } = useTranslation(JOURNAL_NS);
  const totals = useDayTotals(day);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="subtitle2">{dayLabel(day, i18n.language)}</Typography>
      {totals && (
        <Typography variant="caption" color="text.secondary">
          {t('dayTrips', { count: totals.count, km: formatDistanceKm(totals.distanceM, i18n.language) })}
        </Typography>
      )}
    </Stack>
  );
}
