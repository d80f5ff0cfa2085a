import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { FilterOption } from '../hooks/useJournalOptions';
import { JOURNAL_NS } from '../i18n';

interface Props {
  label: string;
  /** Shown when nothing is chosen: nothing chosen means all. */
  allLabel: string;
  options: FilterOption[];
  value: number[];
  onChange(ids: number[]): void;
  testId: string;
}

// Several vehicles or drivers; none chosen searches all the caller may see.
export function IdMultiSelect({ label, allLabel, options, value, onChange, testId }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  const chosen = options.filter((o) => value.includes(o.id));
  return (
    <Autocomplete
      multiple
      size="small"
      limitTags={1}
      options={options}
      value={chosen}
      onChange={(_, next) => onChange(next.map((o) => o.id))}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('filters.noOptions')}
      sx={{ width: { xs: '100%', sm: 300 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={chosen.length ? undefined : allLabel}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
}
