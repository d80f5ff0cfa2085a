import { Autocomplete, TextField } from '@mui/material';

import { matchesTyped } from '../lib/schedule-times';

interface Props {
  label: string;
  value: string;
  /** The 5-minute steps offered (HH:mm). */
  times: readonly string[];
  onChange(value: string): void;
  disabled?: boolean;
  error?: boolean;
  testId: string;
}

// A time of day in 5-minute steps, typed or picked ('0930' finds 09:30). A list rather than a clock: a stop may be
// 24:00, which a clock cannot show.
export function TimeSelect({ label, value, times, onChange, disabled, error, testId }: Props) {
  // A stored time off the steps is still shown as it is.
  const options = times.includes(value) ? times : [...times, value].sort();
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, next) => next && onChange(next)}
      filterOptions={(all, state) => all.filter((option) => matchesTyped(option, state.inputValue))}
      disableClearable
      autoHighlight
      disabled={disabled}
      size="small"
      sx={{ width: 120 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
    />
  );
}
