import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import type { Dayjs } from 'dayjs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { dayjs } from '../../../lib/dates';
import { rangeProblem, type DateMode, type DateSelection } from '../lib/search-range';
import { JOURNAL_NS } from '../i18n';

interface Props {
  value: DateSelection;
  onChange(next: DateSelection): void;
}

const MODES: readonly DateMode[] = ['range', 'month', 'year'];
// The pickers edit calendar dates; the page turns them into Stockholm times when it searches.
const asDate = (text: string) => dayjs(text);
const valid = (d: Dayjs | null): d is Dayjs => d !== null && d.isValid();

// Range, month or year (spec 02 §2.1); month and day names come from the picker's locale (Swedish by default).
// Memoised: the pickers are costly to render and their fields measure the page, so a search and its results must
// not render them again.
export const DateFilter = memo(function DateFilter({ value, onChange }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  const problem = rangeProblem(value);
  const fieldSx = { width: { xs: '100%', sm: 170 } };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.mode}
        onChange={(_, mode: DateMode | null) => mode && onChange({ ...value, mode })}
        aria-label={t('filters.dateMode')}
        sx={{ height: 40 }}
      >
        {MODES.map((mode) => (
          <ToggleButton key={mode} value={mode} data-testid={`journal-mode-${mode}`} sx={{ px: 1.5 }}>
            {t(`filters.modes.${mode}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.mode === 'range' && (
        <>
          <DatePicker
            label={t('filters.from')}
            format="YYYY-MM-DD"
            value={asDate(value.from)}
            onChange={(d) => valid(d) && onChange({ ...value, from: d.format('YYYY-MM-DD') })}
            enableAccessibleFieldDOMStructure={false}
            sx={fieldSx}
            slotProps={{
              textField: {
                error: problem !== null,
                helperText: problem
                  ? t(problem === 'ORDER' ? 'filters.rangeOrder' : 'filters.rangeTooLong')
                  : undefined,
                inputProps: { 'data-testid': 'journal-from' },
              },
            }}
          />
          <DatePicker
            label={t('filters.to')}
            format="YYYY-MM-DD"
            value={asDate(value.to)}
            onChange={(d) => valid(d) && onChange({ ...value, to: d.format('YYYY-MM-DD') })}
            enableAccessibleFieldDOMStructure={false}
            sx={fieldSx}
            slotProps={{ textField: { error: problem !== null, inputProps: { 'data-testid': 'journal-to' } } }}
          />
        </>
      )}
      {value.mode === 'month' && (
        <DatePicker
          label={t('filters.month')}
          views={['year', 'month']}
          openTo="month"
          format="MMMM YYYY"
          value={asDate(`${value.month}-01`)}
          onChange={(d) => valid(d) && onChange({ ...value, month: d.format('YYYY-MM') })}
          enableAccessibleFieldDOMStructure={false}
          sx={{ width: { xs: '100%', sm: 200 } }}
          slotProps={{ textField: { inputProps: { 'data-testid': 'journal-month' } } }}
        />
      )}
      {value.mode === 'year' && (
        <DatePicker
          label={t('filters.year')}
          views={['year']}
          format="YYYY"
          value={asDate(`${value.year}-01-01`)}
          onChange={(d) => valid(d) && onChange({ ...value, year: d.year() })}
          enableAccessibleFieldDOMStructure={false}
          sx={{ width: { xs: '100%', sm: 130 } }}
          slotProps={{ textField: { inputProps: { 'data-testid': 'journal-year' } } }}
        />
      )}
    </Stack>
  );
});
