import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import { Alert, Box, Button, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { TimeSelect } from '../../preferences/components/TimeSelect';
import { ALARMS_NS } from '../i18n';
import {
  END_OF_DAY,
  MAX_TIMES_PER_DAY,
  scheduleProblems,
  START_TIMES,
  STOP_TIMES,
  type DayForm,
  type TimeRange,
} from '../lib/schedule';

interface Props {
  value: DayForm[];
  onChange(days: DayForm[]): void;
}

// The weekly schedule that arms the alarm: seven days, each active or not, with one or more time ranges.
export function ScheduleEditor({ value, onChange }: Props) {
  const { t } = useTranslation(ALARMS_NS);
  const problems = scheduleProblems(value);
  const setDay = (day: DayForm) => onChange(value.map((d) => (d.dayOfWeek === day.dayOfWeek ? day : d)));
  const setTime = (day: DayForm, index: number, patch: Partial<TimeRange>) =>
    setDay({ ...day, times: day.times.map((time, i) => (i === index ? { ...time, ...patch } : time)) });
  return (
    <Box data-testid="alarm-schedule">
      {value.map((day) => {
        const id = `alarm-schedule-${day.dayOfWeek}`;
        const bad = problems.includes(day.dayOfWeek);
        return (
          <Box
            key={day.dayOfWeek}
            data-testid={id}
            data-active={day.active}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '190px 1fr' },
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', alignSelf: 'start' }}>
              <Typography sx={{ fontWeight: 500 }}>{t(`days.${day.dayOfWeek}`)}</Typography>
              <Switch
                checked={day.active}
                onChange={(e) => setDay({ ...day, active: e.target.checked })}
                slotProps={{ input: { 'data-testid': `${id}-active`, 'aria-label': t('editor.dayActive') } as object }}
              />
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {day.times.map((time, index) => (
                <Stack key={index} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <TimeSelect
                    label={t('editor.start')}
                    value={time.start}
                    times={START_TIMES}
                    onChange={(start) => setTime(day, index, { start })}
                    disabled={!day.active}
                    error={bad}
                    testId={`${id}-start-${index}`}
                  />
                  <Typography color="text.secondary">–</Typography>
                  <TimeSelect
                    label={t('editor.stop')}
                    value={time.stop}
                    times={STOP_TIMES}
                    onChange={(stop) => setTime(day, index, { stop })}
                    disabled={!day.active}
                    error={bad}
                    testId={`${id}-stop-${index}`}
                  />
                  {day.times.length > 1 && (
                    <Tooltip title={t('editor.removeTime')}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={t('editor.removeTime')}
                          disabled={!day.active}
                          onClick={() => setDay({ ...day, times: day.times.filter((_, i) => i !== index) })}
                        >
                          <RemoveCircleOutline fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  )}
                </Stack>
              ))}
              {day.times.length < MAX_TIMES_PER_DAY && (
                <Button
                  size="small"
                  startIcon={<AddCircleOutline />}
                  disabled={!day.active}
                  onClick={() => setDay({ ...day, times: [...day.times, { start: '00:00', stop: END_OF_DAY }] })}
                >
                  {t('editor.addTime')}
                </Button>
              )}
            </Stack>
          </Box>
        );
      })}
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('errors.schedule')}
        </Alert>
      )}
    </Box>
  );
}
