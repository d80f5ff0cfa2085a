import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import { Box, Button, FormControlLabel, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { START_TIMES, STOP_TIMES } from '../lib/schedule-times';
import {
  MAX_TIMES_PER_DAY,
  withActive,
  withAddedTime,
  withoutTime,
  withTime,
  type DayDraft,
  type DayProblem,
} from '../lib/work-week';
import { PREFERENCES_NS } from '../i18n';
import { TimeSelect } from './TimeSelect';

interface Props {
  day: DayDraft;
  problem: DayProblem | undefined;
  disabled: boolean;
  onChange(day: DayDraft): void;
}

// One day of the week: whether it is a working day, and its working hours (a second range can be added).
export function ScheduleDayRow({ day, problem, disabled, onChange }: Props) {
  const { t } = useTranslation(PREFERENCES_NS);
  const id = `schedule-day-${day.dayOfWeek}`;
  const timesDisabled = disabled || !day.active;
  return (
    <Box
      data-testid={id}
      data-active={day.active}
      data-problem={problem ?? ''}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '200px 1fr' },
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', alignSelf: 'start', pt: 0.5 }}
      >
        <Typography sx={{ fontWeight: 500 }}>{t(`schedule.days.${day.dayOfWeek}`)}</Typography>
        <FormControlLabel
          label={t('schedule.dayActive')}
          labelPlacement="start"
          disabled={disabled}
          control={
            <Switch
              checked={day.active}
              onChange={(e) => onChange(withActive(day, e.target.checked))}
              slotProps={{ input: { 'data-testid': `${id}-active` } as object }}
            />
          }
          sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14, color: 'text.secondary' } }}
        />
      </Stack>
      <Stack spacing={1}>
        {day.times.map((time, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TimeSelect
              label={t('schedule.start')}
              value={time.start}
              times={START_TIMES}
              onChange={(start) => onChange(withTime(day, index, { start }))}
              disabled={timesDisabled}
              error={problem !== undefined}
              testId={`${id}-start-${index}`}
            />
            <Typography color="text.secondary">–</Typography>
            <TimeSelect
              label={t('schedule.stop')}
              value={time.stop}
              times={STOP_TIMES}
              onChange={(stop) => onChange(withTime(day, index, { stop }))}
              disabled={timesDisabled}
              error={problem !== undefined}
              testId={`${id}-stop-${index}`}
            />
            {index > 0 && (
              <Tooltip title={t('schedule.removeTime')}>
                <span>
                  <IconButton
                    aria-label={t('schedule.removeTime')}
                    onClick={() => onChange(withoutTime(day, index))}
                    disabled={timesDisabled}
                    data-testid={`${id}-remove-${index}`}
                  >
                    <RemoveCircleOutline />
                  </IconButton>
                </span>
              </Tooltip>
            )}
          </Stack>
        ))}
        {day.times.length < MAX_TIMES_PER_DAY && (
          <Box>
            <Button
              size="small"
              startIcon={<AddCircleOutline />}
              onClick={() => onChange(withAddedTime(day))}
              disabled={timesDisabled}
              data-testid={`${id}-add`}
            >
              {t('schedule.addTime')}
            </Button>
          </Box>
        )}
        {problem && (
          <Typography variant="caption" color="error" data-testid={`${id}-problem`}>
            {t(`schedule.problem.${problem}`)}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
