import { Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

import { dayjs } from '../../../lib/dates';
import { ecoRangeProblem, type EcoRange } from '../lib/eco-range';
import { ECO_SCORE_NS } from '../i18n';

interface Props {
  value: EcoRange;
  onChange(next: EcoRange): void;
}

const valid = (d: Dayjs | null): d is Dayjs => d !== null && d.isValid();

// The period as two calendar dates (spec 02 §2.9), like the trips page's range; the page turns them into
// Stockholm times.
export function PeriodFields({ value, onChange }: Props) {
  const { t } = useTranslation(ECO_SCORE_NS);
  const problem = ecoRangeProblem(value);
  const fieldSx = { width: { xs: '100%', sm: 170 } };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <DatePicker
        label={t('filters.from')}
        format="YYYY-MM-DD"
        value={dayjs(value.from)}
        onChange={(d) => valid(d) && onChange({ ...value, from: d.format('YYYY-MM-DD') })}
        enableAccessibleFieldDOMStructure={false}
        sx={fieldSx}
        slotProps={{
          textField: {
            error: problem !== null,
            helperText: problem ? t(problem === 'ORDER' ? 'filters.rangeOrder' : 'filters.rangeTooLong') : undefined,
            inputProps: { 'data-testid': 'eco-from' },
          },
        }}
      />
      <DatePicker
        label={t('filters.to')}
        format="YYYY-MM-DD"
        value={dayjs(value.to)}
        onChange={(d) => valid(d) && onChange({ ...value, to: d.format('YYYY-MM-DD') })}
        enableAccessibleFieldDOMStructure={false}
        sx={fieldSx}
        slotProps={{ textField: { error: problem !== null, inputProps: { 'data-testid': 'eco-to' } } }}
      />
    </Stack>
  );
}
