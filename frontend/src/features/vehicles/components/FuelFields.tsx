import CloudDownload from '@mui/icons-material/CloudDownload';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { Button, CircularProgress, MenuItem, Slider, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { vehiclesApi, type Scope } from '../api/vehicles-api';
import type { Vehicle } from '../api/types';
import { normalizeRegistration } from '../lib/registration';
import { FUELS, fuelFormValues, numText, type VehicleFormValues } from '../lib/vehicle-form';

interface Props {
  values: VehicleFormValues;
  invalid: (keyof VehicleFormValues)[];
  vehicle?: Vehicle;
  scope?: Scope;
  onChange(patch: Partial<VehicleFormValues>): void;
  onVehicleReset(v: Vehicle): void;
}

// Fuel, CO2 and consumption block with the registry lookup and the reset button (spec 01 §2.6, §4.2).
export function FuelFields({ values, invalid, vehicle, scope, onChange, onVehicleReset }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const [loading, setLoading] = useState(false);
  const sweden = values.isoCountryCode === 'SE';
  const registry = normalizeRegistration(values.registry);
  const hasConsumption = Boolean(vehicle && (vehicle.consumption1 || vehicle.consumption2));

  const lookup = async () => {
    setLoading(true);
    try {
      const res = await vehiclesApi.fetchInfo(registry);
      const info = res[registry];
      if (info) {
        onChange({
          ...fuelFormValues(info),
          proportion1: info.fuel2?.svName ? info.proportion1 || 0 : 100,
          brand: info.brand ?? values.brand,
          model: info.model ?? values.model,
          modelYear: numText(info.modelYear) || values.modelYear,
        });
      }
    } catch {
      // A failed lookup only clears the loading state (spec 01 §8.1).
    } finally {
      setLoading(false);
    }
  };

  const reset = async () => {
    if (!vehicle) return;
    const v = await vehiclesApi.resetFuelCo2(vehicle.id, scope);
    notifySuccess(t('form.resetDone'));
    onVehicleReset(v);
  };

  const field = (key: keyof VehicleFormValues, label: string) => (
    <TextField
      label={label}
      value={values[key] as string}
      onChange={(e) => onChange({ [key]: e.target.value })}
      error={invalid.includes(key)}
      helperText={invalid.includes(key) ? t('form.notNumber') : undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `vehicle-${key}` } }}
      sx={{ flex: 1 }}
    />
  );
  const fuelSelect = (key: 'fuel1' | 'fuel2', label: string) => (
    <TextField
      select
      label={label}
      value={values[key]}
      onChange={(e) =>
        onChange(key === 'fuel2' && !e.target.value ? { fuel2: '', proportion1: 100 } : { [key]: e.target.value })
      }
      slotProps={{
        select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': `vehicle-${key}` } as object },
        inputLabel: { shrink: true },
      }}
      sx={{ flex: 1 }}
    >
      <MenuItem value="">–</MenuItem>
      {FUELS.map((f) => (
        <MenuItem key={f.svName} value={f.svName}>
          {f.svName} ({f.consumptionUnit})
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {t('form.fuelBlock')}
        </Typography>
        {sweden && registry && (
          <Tooltip title={t('form.lookupHint')}>
            <span>
              <Button
                size="small"
                startIcon={loading ? <CircularProgress size={16} /> : <CloudDownload />}
                disabled={loading}
                onClick={() => void lookup()}
                data-testid="vehicle-lookup"
              >
                {t('form.lookup')}
              </Button>
            </span>
          </Tooltip>
        )}
        {sweden && hasConsumption && (
          <Button
            size="small"
            startIcon={<RestartAlt />}
            onClick={() => void reset().catch(() => undefined)}
            data-testid="vehicle-reset-data"
          >
            {t('form.resetData')}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {fuelSelect('fuel1', t('form.fuel1'))}
        {field('consumption1', t('form.consumption1'))}
        {field('co2GKm1', t('form.co21'))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {fuelSelect('fuel2', t('form.fuel2'))}
        {field('consumption2', t('form.consumption2'))}
        {field('co2GKm2', t('form.co22'))}
      </Stack>
      <Stack sx={{ px: 1 }}>
        <Typography variant="body2" color="text.secondary" id="share-label">
          {t('form.share', { p1: values.proportion1, p2: 100 - values.proportion1 })}
        </Typography>
        <Slider
          value={values.proportion1}
          min={0}
          max={100}
          step={1}
          disabled={!values.fuel2}
          onChange={(_, v) => onChange({ proportion1: v as number })}
          valueLabelDisplay="auto"
          aria-labelledby="share-label"
          data-testid="vehicle-share"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label={t('form.brand')}
          value={values.brand}
          onChange={(e) => onChange({ brand: e.target.value })}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t('form.model')}
          value={values.model}
          onChange={(e) => onChange({ model: e.target.value })}
          sx={{ flex: 1 }}
        />
        {field('modelYear', t('form.modelYear'))}
      </Stack>
    </Stack>
  );
}
