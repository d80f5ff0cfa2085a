import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { useApiQuery } from '../../../lib/useApiQuery';
import { workScheduleApi } from '../api/preferences-api';
import type { WorkSchedule } from '../api/types';
import { usePreferenceUser } from '../hooks/usePreferenceUser';
import { PREFERENCES_NS } from '../i18n';
import { UserSelect } from './UserSelect';
import { WorkWeekEditor } from './WorkWeekEditor';

// What the editor starts from: a change of the stored week (or of the user) starts it again.
const stamp = (schedule: WorkSchedule) => JSON.stringify(schedule);

// The work schedule page (spec 03 §2 "Work schedule page"): a driver's own week; an administrator chooses the user.
export function WorkSchedulePage() {
  const { t } = useTranslation(PREFERENCES_NS);
  const user = usePreferenceUser();
  const { userId } = user;
  const schedule = useApiQuery(`work-schedule.${userId}`, () => workScheduleApi.get(userId ?? 0), userId !== null);
  const current = schedule.data?.userId === userId ? schedule.data : undefined;

  return (
    <Box
      data-testid="schedule-page"
      data-state={schedule.loading ? 'loading' : schedule.error ? 'error' : 'done'}
      data-user={userId ?? ''}
    >
      <Typography variant="h5" sx={{ mb: 2 }}>
        {t('schedule.title')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 900 }}>
        <UserSelect user={user} testId="schedule-user" />
        {schedule.loading && !current && <LinearProgress />}
        {!schedule.loading && schedule.error !== undefined && <Alert severity="error">{t('loadFailed')}</Alert>}
        {current && schedule.error === undefined && (
          <WorkWeekEditor key={stamp(current)} schedule={current} onChanged={() => void schedule.reload()} />
        )}
      </Stack>
    </Box>
  );
}
