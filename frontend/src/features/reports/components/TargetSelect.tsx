import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { TargetOption } from '../hooks/useScheduleOptions';
import { REPORTS_NS } from '../i18n';

interface Props {
  label: string;
  options: TargetOption[];
  value: number[];
  onChange(ids: number[]): void;
  testId: string;
}

// Several vehicles, drivers or organisations a schedule reports on.
export function TargetSelect({ label, options, value, onChange, testId }: Props) {
  const { t } = useTranslation(REPORTS_NS);
  // A target the list no longer has (archived since) still shows, by its id.
  const chosen = value.map((id) => options.find((o) => o.id === id) ?? { id, label: `#${id}` });
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      onChange={(_, next) => onChange(next.map((o) => o.id))}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('form.noOptions')}
      renderInput={(params) => (
        <TextField {...params} label={label} inputProps={{ ...params.inputProps, 'data-testid': testId }} />
      )}
    />
  );
}
