import Search from '@mui/icons-material/Search';
import { Button, Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import { useTranslation } from 'react-i18next';

import { CheckboxField, SelectField } from '../../../components/fields';
import { dayjs } from '../../../lib/dates';
import type { Option } from '../hooks/useAlarmOptions';
import { ALARMS_NS } from '../i18n';
import { rangeValid, type DateRange } from '../lib/periods';
import { AlarmTypeTree } from './AlarmTypeTree';
import { IdsSelect } from './IdsSelect';

export interface EventFilters {
  organizationId: number | null;
  vehicleIds: number[];
  driverIds: number[];
  alarmNames: string[];
  range: DateRange;
  onlyOngoing: boolean;
}

interface Props {
  value: EventFilters;
  onChange(next: EventFilters): void;
  organizations: Option[];
  vehicles: Option[];
  drivers: Option[];
  searching: boolean;
  onSearch(): void;
}

// Organisation (only with more than one), vehicles, drivers, the alarm-type tree, the dates, search and 'only
// ongoing' (spec 03 §2 "Triggered alarms page").
export function EventsFilters({ value, onChange, organizations, vehicles, drivers, searching, onSearch }: Props) {
  const { t } = useTranslation(ALARMS_NS);
  const set = (patch: Partial<EventFilters>) => onChange({ ...value, ...patch });
  const badRange = !rangeValid(value.range);
  const date = (key: 'from' | 'to') => (
    <DatePicker
      label={t(`events.${key}`)}
      format="YYYY-MM-DD"
      value={dayjs(value.range[key])}
      onChange={(d) => d && d.isValid() && set({ range: { ...value.range, [key]: d.format('YYYY-MM-DD') } })}
      enableAccessibleFieldDOMStructure={false}
      sx={{ width: { xs: '100%', sm: 160 } }}
      slotProps={{
        textField: {
          size: 'small',
          error: badRange,
          helperText: badRange && key === 'from' ? t('events.badRange') : undefined,
          inputProps: { 'data-testid': `events-${key}` },
        },
      }}
    />
  );
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' }, mb: 2 }}
      data-testid="events-filters"
    >
      {organizations.length > 1 && (
        <SelectField<number>
          label={t('events.organization')}
          value={value.organizationId ?? ''}
          options={organizations.map((o) => ({ value: o.id, label: o.label }))}
          onChange={(organizationId) => set({ organizationId, vehicleIds: [], driverIds: [] })}
          emptyLabel={t('events.allOrganizations')}
          onClear={() => set({ organizationId: null, vehicleIds: [], driverIds: [] })}
          testId="events-organization"
          sx={{ width: { xs: '100%', md: 220 } }}
        />
      )}
      <Stack sx={{ width: { xs: '100%', sm: 240 } }}>
        <IdsSelect
          label={t('events.vehicles')}
          options={vehicles}
          value={value.vehicleIds}
          onChange={(vehicleIds) => set({ vehicleIds })}
          placeholder={t('events.allVehicles')}
          testId="events-vehicles"
        />
      </Stack>
      <Stack sx={{ width: { xs: '100%', sm: 220 } }}>
        <IdsSelect
          label={t('events.drivers')}
          options={drivers}
          value={value.driverIds}
          onChange={(driverIds) => set({ driverIds })}
          placeholder={t('events.allDrivers')}
          testId="events-drivers"
        />
      </Stack>
      <AlarmTypeTree value={value.alarmNames} onChange={(alarmNames) => set({ alarmNames })} />
      {date('from')}
      {date('to')}
      <Button
        variant="contained"
        startIcon={<Search />}
        onClick={onSearch}
        disabled={badRange || searching}
        data-testid="events-search"
        sx={{ height: 40 }}
      >
        {t('events.search')}
      </Button>
      <CheckboxField
        label={t('events.onlyOngoing')}
        checked={value.onlyOngoing}
        onChange={(onlyOngoing) => set({ onlyOngoing })}
        testId="events-only-ongoing"
      />
    </Stack>
  );
}
