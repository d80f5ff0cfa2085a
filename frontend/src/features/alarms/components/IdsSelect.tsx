import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { Option } from '../hooks/useAlarmOptions';
import { ALARMS_NS } from '../i18n';

interface Props {
  label: string;
  options: readonly Option[];
  value: number[];
  onChange(ids: number[]): void;
  testId: string;
  error?: boolean;
  /** Shown while nothing is chosen (a filter: nothing chosen means all). */
  placeholder?: string;
}

// Several vehicles, trackers, organisations or users; one no longer listed still shows by its id.
export function IdsSelect({ label, options, value, onChange, testId, error, placeholder }: Props) {
  const { t } = useTranslation(ALARMS_NS);
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
      noOptionsText={t('editor.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          placeholder={value.length ? undefined : placeholder}
          slotProps={{
            htmlInput: { ...params.inputProps, 'data-testid': testId },
            inputLabel: placeholder ? { ...params.InputLabelProps, shrink: true } : params.InputLabelProps,
          }}
        />
      )}
    />
  );
}
