import { Box, Slider, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { SelectField } from '../../../components/fields';
import type { LeadTimeUnit } from '../api/types';
import { ALARMS_NS } from '../i18n';
import { FIELD_LIMITS, fieldsOf, LEAD_UNITS } from '../lib/alarm-fields';
import type { FormErrors } from '../lib/common-form';
import type { ParamForm } from '../lib/setting-form';
import { ServiceFields } from './ServiceFields';

interface Props {
  alarmName: string;
  form: ParamForm;
  errors: FormErrors;
  onChange(patch: Partial<ParamForm>): void;
}

type TextParam = 'daysMissingTrips' | 'hoursMissingContact' | 'hoursIntermittence' | 'odoRemindDay';

// The chosen alarm name's own fields (spec 03 §2, §5): battery level, days, hours, day of month, lead time, km,
// service entry; a name without any says so.
export function ParamFields({ alarmName, form, errors, onChange }: Props) {
  const { t } = useTranslation(ALARMS_NS);
  const fields = fieldsOf(alarmName);
  const textField = (field: TextParam | 'odometerDifferenceKm') => {
    const limits = FIELD_LIMITS[field];
    return (
      <TextField
        key={field}
        label={t(`editor.${field}`)}
        value={form[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
        error={Boolean(errors[field])}
        helperText={errors[field] ? t(`errors.${errors[field]}`) : `${limits.min}–${limits.max}`}
        size="small"
        sx={{ width: 260 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `alarm-${field}` } }}
      />
    );
  };
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="alarm-no-own-fields">
        {t('editor.noOwnFields')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2} data-testid="alarm-params" data-fields={fields.join(',')}>
      {fields.map((field) => {
        switch (field) {
          case 'lowBatteryLevel': {
            const { min, max, step } = FIELD_LIMITS.lowBatteryLevel;
            return (
              <Box key={field} sx={{ maxWidth: 420 }}>
                <Typography variant="body2" gutterBottom>
                  {t('editor.lowBatteryLevel')}: {form.lowBatteryLevel} %
                </Typography>
                <Slider
                  value={form.lowBatteryLevel}
                  min={min}
                  max={max}
                  step={step}
                  marks
                  valueLabelDisplay="auto"
                  onChange={(_, v) => onChange({ lowBatteryLevel: v as number })}
                  slotProps={{ input: { 'data-testid': 'alarm-lowBatteryLevel' } as object }}
                />
              </Box>
            );
          }
          case 'leadTime':
            return (
              <Stack key={field} direction="row" spacing={2}>
                <TextField
                  label={t('editor.leadAmount')}
                  value={form.leadAmount}
                  onChange={(e) => onChange({ leadAmount: e.target.value })}
                  error={Boolean(errors.leadAmount)}
                  helperText={errors.leadAmount ? t(`errors.${errors.leadAmount}`) : undefined}
                  size="small"
                  sx={{ width: 160 }}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'alarm-leadAmount' } }}
                />
                <SelectField<LeadTimeUnit>
                  label={t('editor.leadUnit')}
                  value={form.leadUnit}
                  options={LEAD_UNITS.map((unit) => ({ value: unit, label: t(`unit.${unit}`) }))}
                  onChange={(leadUnit) => onChange({ leadUnit })}
                  testId="alarm-leadUnit"
                  sx={{ width: 160 }}
                />
              </Stack>
            );
          case 'service':
            return (
              <ServiceFields
                key={field}
                value={form.service}
                errors={errors}
                onChange={(service) => onChange({ service })}
              />
            );
          default:
            return textField(field);
        }
      })}
    </Stack>
  );
}
