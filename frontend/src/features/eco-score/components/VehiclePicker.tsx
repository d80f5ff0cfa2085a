import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { VehicleOption } from '../hooks/useEcoVehicles';
import { ECO_SCORE_NS } from '../i18n';

interface Props {
  options: VehicleOption[];
  loading: boolean;
  /** In the order they were picked: the dashboard shows the cards in that order. */
  value: number[];
  onChange(ids: number[]): void;
}

// Several vehicles; each picked vehicle gets a card on the dashboard.
export function VehiclePicker({ options, loading, value, onChange }: Props) {
  const { t } = useTranslation(ECO_SCORE_NS);
  const chosen = value.flatMap((id) => options.filter((o) => o.id === id));
  return (
    <Autocomplete
      multiple
      size="small"
      limitTags={2}
      options={options}
      loading={loading}
      value={chosen}
      onChange={(_, next) => onChange(next.map((o) => o.id))}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('filters.noOptions')}
      sx={{ width: { xs: '100%', md: 360 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('filters.vehicles')}
          placeholder={chosen.length ? undefined : t('filters.chooseVehicles')}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
          inputProps={{ ...params.inputProps, 'data-testid': 'eco-vehicles' }}
        />
      )}
    />
  );
}
