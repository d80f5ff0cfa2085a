import { Alert, Checkbox, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { UserSimple } from '../../../api/types';
import { multiSelectSummary } from '../lib/multi-select-summary';
import { SelectAllButtons } from './SelectAllButtons';

interface Props {
  pool: boolean;
  drivers: UserSimple[];
  permitted: number[];
  defaultDriver: number | null;
  currentDriver: number | null;
  onChange(patch: { permittedDrivers?: number[]; defaultDriver?: number | null; currentDriver?: number | null }): void;
}

// Authorised drivers with select all / deselect all, default driver and checked-in driver (spec 01 §2.6).
export function DriverFields({ pool, drivers, permitted, defaultDriver, currentDriver, onChange }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const name = (id: number) => drivers.find((d) => d.userId === id)?.displayName ?? `#${id}`;
  const allIds = drivers.map((d) => d.userId);
  // Pool cars allow every driver of the organisation; others pick among the authorised ones.
  const choices = pool ? drivers : drivers.filter((d) => permitted.includes(d.userId));

  const setPermitted = (ids: number[]) =>
    onChange({
      permittedDrivers: ids,
      defaultDriver: defaultDriver !== null && !ids.includes(defaultDriver) ? null : defaultDriver,
      currentDriver: currentDriver !== null && !ids.includes(currentDriver) ? null : currentDriver,
    });

  const single = (label: string, value: number | null, key: 'defaultDriver' | 'currentDriver') => (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange({ [key]: e.target.value === '' ? null : Number(e.target.value) })}
      slotProps={{
        select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': `vehicle-${key}` } as object },
        inputLabel: { shrink: true },
      }}
      sx={{ flex: 1 }}
    >
      <MenuItem value="">{t('form.noDriver')}</MenuItem>
      {choices.map((d) => (
        <MenuItem key={d.userId} value={d.userId}>
          {d.displayName}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      {pool ? (
        <Alert severity="info" data-testid="pool-note">
          {t('form.poolNote')}
        </Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField
            select
            label={t('form.permittedDrivers')}
            value={permitted}
            onChange={(e) => setPermitted((e.target.value as unknown as number[]).map(Number))}
            sx={{ flex: 1 }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (ids) => multiSelectSummary((ids as number[]).map(name)),
                SelectDisplayProps: { 'data-testid': 'vehicle-permitted-drivers' } as object,
              },
            }}
          >
            {drivers.map((d) => (
              <MenuItem key={d.userId} value={d.userId} dense>
                <Checkbox size="small" checked={permitted.includes(d.userId)} />
                <ListItemText primary={d.displayName} />
              </MenuItem>
            ))}
          </TextField>
          <SelectAllButtons
            t={t}
            selected={permitted}
            all={allIds}
            onChange={setPermitted}
            testIds={['drivers-select-all', 'drivers-deselect-all']}
          />
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {single(t('form.defaultDriver'), defaultDriver, 'defaultDriver')}
        {single(t('form.currentDriver'), currentDriver, 'currentDriver')}
      </Stack>
    </Stack>
  );
}
