import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { organizationOptions, SelectField } from '../../../components/fields';
import type { OrganizationChoices } from '../hooks/useOrganizationChoices';
import type { MoveTarget } from '../lib/move-target';
import { JOURNAL_NS } from '../i18n';

interface Props {
  organizations: readonly { organizationId: number; fullName: string }[];
  value: MoveTarget;
  onChange(next: MoveTarget): void;
  /** The chosen organisation's vehicles and drivers. */
  choices: OrganizationChoices;
}

// Where trips move: organisation, then one of its vehicles and optionally a driver (spec 02 §3, §5).
export function MoveTargetFields({ organizations, value, onChange, choices }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  return (
    <Stack spacing={2}>
      <SelectField
        label={t('root.moveTrip.organization')}
        value={value.organizationId ?? ''}
        options={organizationOptions(organizations)}
        onChange={(organizationId) => onChange({ organizationId, vehicleId: null, driverId: null })}
        testId="move-target-organization"
        fullWidth
      />
      <SelectField
        label={t('root.moveTrip.vehicle')}
        value={value.vehicleId ?? ''}
        options={choices.vehicles.map((v) => ({ value: v.id, label: v.label }))}
        onChange={(vehicleId) => onChange({ ...value, vehicleId })}
        disabled={value.organizationId === null || choices.loading}
        testId="move-target-vehicle"
        fullWidth
      />
      <SelectField
        label={t('root.moveTrip.driver')}
        value={value.driverId ?? ''}
        emptyLabel={t('root.moveTrip.noDriver')}
        options={choices.drivers.flatMap((d) => (d.id === null ? [] : [{ value: d.id, label: d.label }]))}
        onChange={(driverId) => onChange({ ...value, driverId })}
        onClear={() => onChange({ ...value, driverId: null })}
        disabled={value.organizationId === null || choices.loading}
        testId="move-target-driver"
        fullWidth
      />
    </Stack>
  );
}
