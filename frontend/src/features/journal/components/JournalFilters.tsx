import Search from '@mui/icons-material/Search';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { SelectField } from '../../../components/fields';
import type { UserOrganization } from '../../../api/types';
import type { JournalOptions } from '../hooks/useJournalOptions';
import type { TripFilters } from '../lib/initial-filters';
import type { DateSelection } from '../lib/search-range';
import { JOURNAL_NS } from '../i18n';
import { DateFilter } from './DateFilter';
import { IdMultiSelect } from './IdMultiSelect';

interface Props {
  organizations: UserOrganization[];
  organizationId: number | null;
  onOrganization(id: number): void;
  options: JournalOptions;
  filters: TripFilters;
  onFilters(next: TripFilters): void;
  dates: DateSelection;
  onDates(next: DateSelection): void;
  canSearch: boolean;
  searching: boolean;
  onSearch(): void;
}

// Organisation (only with more than one known), vehicles, drivers, the period and the search button (spec 02 §2.1).
export function JournalFilters(props: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  const { filters, onFilters } = props;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
      data-testid="journal-filters"
    >
      {props.organizations.length > 1 && (
        <SelectField
          label={t('filters.organization')}
          value={props.organizationId ?? ''}
          options={props.organizations.map((o) => ({ value: o.organizationId, label: o.fullName }))}
          onChange={props.onOrganization}
          testId="journal-organization"
          sx={{ width: { xs: '100%', md: 220 } }}
        />
      )}
      <IdMultiSelect
        label={t('filters.vehicles')}
        allLabel={t('filters.allVehicles')}
        options={props.options.vehicles}
        value={filters.vehicleIds}
        onChange={(vehicleIds) => onFilters({ ...filters, vehicleIds })}
        testId="journal-vehicles"
      />
      <IdMultiSelect
        label={t('filters.drivers')}
        allLabel={t('filters.allDrivers')}
        options={props.options.drivers}
        value={filters.driverIds}
        onChange={(driverIds) => onFilters({ ...filters, driverIds })}
        testId="journal-drivers"
      />
      <DateFilter value={props.dates} onChange={props.onDates} />
      <Button
        variant="contained"
        startIcon={<Search />}
        onClick={props.onSearch}
        disabled={!props.canSearch || props.searching}
        data-testid="journal-search"
        sx={{ height: 40, alignSelf: { xs: 'stretch', md: 'flex-start' } }}
      >
        {t('filters.search')}
      </Button>
    </Stack>
  );
}
