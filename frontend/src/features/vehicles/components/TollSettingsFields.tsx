import { Checkbox, FormControlLabel, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { TollClass } from '../api/types';
import { TOLL_CLASSES, type VehicleFormValues } from '../lib/vehicle-form';

interface Props {
  values: Pick<VehicleFormValues, 'tollExempt' | 'tollClass'>;
  onChange(patch: Partial<VehicleFormValues>): void;
}

// Spec 04 "Exempt vehicles" and "Infrastructure fees": the vehicle's toll settings, for users who may edit them.
export function TollSettingsFields({ values, onChange }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  return (
    <Stack spacing={1} data-testid="vehicle-tolls">
      <Typography variant="subtitle2" sx={{ pt: 1 }}>
        {t('tolls.title')}
      </Typography>
      <div>
        <FormControlLabel
          label={t('tolls.exempt')}
          control={
            <Checkbox
              checked={values.tollExempt}
              onChange={(e) => onChange({ tollExempt: e.target.checked })}
              slotProps={{ input: { 'data-testid': 'vehicle-toll-exempt' } as object }}
            />
          }
        />
        <FormHelperText sx={{ mt: 0 }}>{t('tolls.exemptHint')}</FormHelperText>
      </div>
      <TextField
        select
        label={t('tolls.class')}
        value={values.tollClass}
        onChange={(e) => onChange({ tollClass: e.target.value as TollClass })}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'vehicle-toll-class' } as object } }}
      >
        {TOLL_CLASSES.map((c) => (
          <MenuItem key={c} value={c} data-testid={`vehicle-toll-class-${c}`}>
            {t(`tolls.classes.${c}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
