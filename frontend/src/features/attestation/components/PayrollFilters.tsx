import { Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

import type { UserOrganization } from '../../../api/types';
import { BENEFIT_TYPES } from '../../../api/vocabulary';
import { SelectField } from '../../../components/fields';
import { SearchField } from '../../../components/SearchField';
import { dayjs } from '../../../lib/dates';
import type { MonthRef } from '../api/types';
import { monthKey } from '../lib/attest-months';
import { ALL, type PayrollFilter } from '../lib/payroll-rows';
import { ATTESTATION_NS } from '../i18n';

interface Props {
  month: MonthRef;
  latestMonth: MonthRef;
  onMonth(month: MonthRef): void;
  organizations: readonly UserOrganization[];
  filter: PayrollFilter;
  onFilter(next: PayrollFilter): void;
}

const asDate = (month: MonthRef) => dayjs(`${monthKey(month)}-01`);
const valid = (d: Dayjs | null): d is Dayjs => d !== null && d.isValid();

// Month (up to the previous one), organisation (with more than one known), vehicle benefit type and the search box
// (spec 02 §2.8).
export function PayrollFilters({ month, latestMonth, onMonth, organizations, filter, onFilter }: Props) {
  const { t } = useTranslation([ATTESTATION_NS, 'vehicles']);
  const latest = asDate(latestMonth);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
      data-testid="payroll-filters"
    >
      <DatePicker
        label={t('payroll.month')}
        views={['year', 'month']}
        openTo="month"
        format="MMMM YYYY"
        value={asDate(month)}
        maxDate={latest}
        onChange={(d) => {
          if (valid(d) && !d.isAfter(latest, 'month')) onMonth({ year: d.year(), month: d.month() + 1 });
        }}
        enableAccessibleFieldDOMStructure={false}
        sx={{ width: { xs: '100%', md: 200 } }}
        slotProps={{ textField: { inputProps: { 'data-testid': 'payroll-month' } } }}
      />
      {organizations.length > 1 && (
        <SelectField
          label={t('payroll.organization')}
          value={filter.organizationId === null ? ALL : String(filter.organizationId)}
          options={[
            { value: ALL, label: t('payroll.allOrganizations') },
            ...organizations.map((o) => ({ value: String(o.organizationId), label: o.fullName })),
          ]}
          onChange={(value) => onFilter({ ...filter, organizationId: value === ALL ? null : Number(value) })}
          testId="payroll-organization"
          sx={{ width: { xs: '100%', md: 240 } }}
        />
      )}
      <SelectField<string>
        label={t('payroll.benefitType')}
        value={filter.benefitType}
        options={[
          { value: ALL, label: t('payroll.allBenefitTypes') },
          ...BENEFIT_TYPES.map((type) => ({ value: type, label: t(`vehicles:benefit.${type}`) })),
        ]}
        onChange={(benefitType) => onFilter({ ...filter, benefitType })}
        testId="payroll-benefit-type"
        sx={{ width: { xs: '100%', md: 200 } }}
      />
      <SearchField
        value={filter.term}
        onChange={(term) => onFilter({ ...filter, term })}
        placeholder={t('payroll.search')}
        testId="payroll-search"
        sx={{ width: { xs: '100%', md: 300 } }}
      />
    </Stack>
  );
}
