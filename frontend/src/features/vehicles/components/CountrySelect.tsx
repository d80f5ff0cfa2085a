import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { orderedCountries } from '../lib/countries';

// Sweden on top, then Finland, Norway and Denmark, then all others by name (spec 01 §2.6).
export function CountrySelect({ value, onChange }: { value: string; onChange(code: string): void }) {
  const { t, i18n } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const options = useMemo(() => orderedCountries(i18n.language), [i18n.language]);
  const selected = options.find((o) => o.code === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      disableClearable={Boolean(selected)}
      onChange={(_, o) => o && onChange(o.code)}
      getOptionLabel={(o) => `${o.code} – ${o.name}`}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      sx={{ flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('form.country')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'vehicle-country' } }}
        />
      )}
    />
  );
}
