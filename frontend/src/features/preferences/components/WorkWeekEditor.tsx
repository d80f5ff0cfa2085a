import { Alert, Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useMutation } from '../../../lib/useMutation';
import { workScheduleApi } from '../api/preferences-api';
import type { ScheduleTripType, WorkSchedule } from '../api/types';
import { sameWeek, scheduleRequest, weekDraft, weekProblems, type WeekDraft } from '../lib/work-week';
import { PREFERENCES_NS } from '../i18n';
import { ScheduleDayRow } from './ScheduleDayRow';

const TRIP_TYPES: readonly ScheduleTripType[] = ['BUSINESS', 'PRIVATE'];

interface Props {
  schedule: WorkSchedule;
  onChanged(): void;
}

// The week of one user's schedule (spec 03 §2, §4): shown as the default until activated (POST), then edited per
// day and saved whole (PATCH), or removed back to the default (DELETE) after a confirmation. Remounted (its key)
// when the stored schedule changes, so the draft starts from what was stored.
export function WorkWeekEditor({ schedule, onChanged }: Props) {
  const { t } = useTranslation(PREFERENCES_NS);
  const saved = useMemo(() => weekDraft(schedule), [schedule]);
  const [week, setWeek] = useState<WeekDraft>(saved);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const problems = useMemo(() => weekProblems(week), [week]);
  const changed = !sameWeek(week, saved);
  const { userId, activated } = schedule;

  const activate = useMutation(() => workScheduleApi.activate(userId), {
    onSuccess: () => {
      notifySuccess(t('schedule.activatedOk'));
      onChanged();
    },
  });
  const save = useMutation(() => workScheduleApi.update(userId, scheduleRequest(week)), {
    onSuccess: () => {
      notifySuccess(t('schedule.savedOk'));
      onChanged();
    },
  });
  const remove = useMutation(() => workScheduleApi.remove(userId), {
    onSuccess: () => {
      notifySuccess(t('schedule.deletedOk'));
      onChanged();
    },
  });
  const busy = activate.busy || save.busy || remove.busy;
  const editable = activated && !busy;

  return (
    <Stack spacing={2} data-testid="schedule-editor" data-activated={activated} data-changed={changed}>
      {activated ? (
        <Alert severity="success" variant="outlined" data-testid="schedule-activated">
          {t('schedule.activated')}
        </Alert>
      ) : (
        <Alert
          severity="info"
          data-testid="schedule-not-activated"
          action={
            <Button
              variant="contained"
              size="small"
              onClick={() => void activate.run()}
              disabled={busy}
              data-testid="schedule-activate"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('schedule.activate')}
            </Button>
          }
        >
          {t('schedule.notActivated')}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography sx={{ fontWeight: 500 }}>{t('schedule.tripType')}</Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={week.tripType}
            disabled={!editable}
            onChange={(_, tripType: ScheduleTripType | null) => tripType && setWeek({ ...week, tripType })}
            data-testid="schedule-trip-type"
            data-value={week.tripType}
          >
            {TRIP_TYPES.map((type) => (
              <ToggleButton key={type} value={type} data-testid={`schedule-trip-type-${type}`} sx={{ px: 2 }}>
                {t(`schedule.tripTypes.${type}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('schedule.intro')}
        </Typography>
      </Paper>

      <Paper variant="outlined" sx={{ px: 2, py: 0.5 }} data-testid="schedule-week">
        {week.days.map((day) => (
          <ScheduleDayRow
            key={day.dayOfWeek}
            day={day}
            problem={problems.get(day.dayOfWeek)}
            disabled={!editable}
            onChange={(next) => setWeek({ ...week, days: week.days.map((d) => (d === day ? next : d)) })}
          />
        ))}
      </Paper>

      {activated && problems.size > 0 && <Alert severity="warning">{t('schedule.fixProblems')}</Alert>}
      {activated && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button color="error" onClick={() => setConfirmDelete(true)} disabled={busy} data-testid="schedule-delete">
            {t('common.delete', { ns: 'translation' })}
          </Button>
          <Button
            variant="contained"
            onClick={() => void save.run()}
            disabled={busy || !changed || problems.size > 0}
            data-testid="schedule-save"
          >
            {t('common.save', { ns: 'translation' })}
          </Button>
        </Box>
      )}

      <ConfirmDialog
        open={confirmDelete}
        text={t('schedule.deleteConfirm')}
        confirmLabel={t('common.delete', { ns: 'translation' })}
        danger
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void remove.run();
        }}
      />
    </Stack>
  );
}
