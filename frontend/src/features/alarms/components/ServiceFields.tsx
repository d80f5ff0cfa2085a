import { Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import { useTranslation } from 'react-i18next';

import { dayjs } from '../../../lib/dates';
import { bothThresholdsEnabled, leadDistEnabled, leadTimeEnabled } from '../../vehicles/lib/service-entry';
import type { ServiceEntryForm } from '../../vehicles/lib/service-entry';
import { ALARMS_NS } from '../i18n';
import type { FormErrors } from '../lib/common-form';

interface Props {
  value: ServiceEntryForm;
  errors: FormErrors;
  onChange(next: ServiceEntryForm): void;
}

type NumberField = 'serviceAfterKm' | 'serviceAfterMonths' | 'latestServiceKm' | 'leadDistKm' | 'leadTimeWeeks';

// The service entry of the service alarms (spec 03 §5 "Service entry"): name, latest service, intervals and leads.
export function ServiceFields({ value, errors, onChange }: Props) {
  const { t } = useTranslation(ALARMS_NS);
  const set = (patch: Partial<ServiceEntryForm>) => onChange({ ...value, ...patch });
  const error = (field: string) => errors[`service.${field}`];
  const numberField = (field: NumberField, disabled = false) => (
    <TextField
      label={t(`editor.service.${field}`)}
      value={disabled ? '' : value[field]}
      disabled={disabled}
      onChange={(e) => set({ [field]: e.target.value })}
      error={Boolean(error(field))}
      helperText={error(field) ? t(`errors.${error(field)}`) : undefined}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `alarm-service-${field}` } }}
    />
  );
  return (
    <Stack spacing={2} data-testid="alarm-service">
      <Typography variant="subtitle2">{t('editor.service.title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('editor.service.name')}
          value={value.name}
          onChange={(e) => set({ name: e.target.value })}
          error={Boolean(error('name'))}
          helperText={error('name') ? t(`errors.${error('name')}`) : undefined}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'alarm-service-name' } }}
        />
        <DatePicker
          label={t('editor.service.latestServiceDate')}
          format="YYYY-MM-DD"
          value={value.latestServiceDate ? dayjs(value.latestServiceDate) : null}
          onChange={(d) => set({ latestServiceDate: d && d.isValid() ? d.format('YYYY-MM-DD') : '' })}
          enableAccessibleFieldDOMStructure={false}
          slotProps={{
            textField: {
              size: 'small',
              fullWidth: true,
              error: Boolean(error('latestServiceDate')),
              helperText: error('latestServiceDate') ? t(`errors.${error('latestServiceDate')}`) : undefined,
              inputProps: { 'data-testid': 'alarm-service-date' },
            },
          }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {numberField('latestServiceKm')}
        {numberField('serviceAfterKm')}
        {numberField('serviceAfterMonths')}
      </Stack>
      {error('interval') && (
        <Typography variant="caption" color="error" data-testid="alarm-service-interval">
          {t(`errors.${error('interval')}`)}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {numberField('leadDistKm', !leadDistEnabled(value))}
        {numberField('leadTimeWeeks', !leadTimeEnabled(value))}
        <FormControlLabel
          sx={{ minWidth: 260 }}
          disabled={!bothThresholdsEnabled(value)}
          control={
            <Checkbox
              checked={value.bothThresholdsRequired}
              onChange={(e) => set({ bothThresholdsRequired: e.target.checked })}
            />
          }
          label={t('editor.service.requireBoth')}
        />
      </Stack>
    </Stack>
  );
}
