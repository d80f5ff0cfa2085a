import { Alert, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { AlarmOptions } from '../hooks/useAlarmOptions';
import { ALARMS_NS } from '../i18n';
import { hasTargets, type CommonForm } from '../lib/common-form';
import { IdsSelect } from './IdsSelect';

interface Props {
  form: CommonForm;
  options: AlarmOptions;
  onChange(patch: Partial<CommonForm>): void;
}

// Which vehicles: the vehicle/equipment switch, then vehicles (or trackers) and whole organisations.
export function TargetsFields({ form, options, onChange }: Props) {
  const { t } = useTranslation(ALARMS_NS);
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={form.isTracker ? 'equipment' : 'vehicles'}
        onChange={(_, kind: string | null) => kind && onChange({ isTracker: kind === 'equipment' })}
        aria-label={t('editor.targetKind')}
      >
        <ToggleButton value="vehicles" data-testid="alarm-kind-vehicles">
          {t('editor.kindVehicles')}
        </ToggleButton>
        <ToggleButton value="equipment" data-testid="alarm-kind-equipment">
          {t('editor.kindEquipment')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
        {form.isTracker ? (
          <>
            <IdsSelect
              label={t('editor.trackers')}
              options={options.trackers}
              value={form.trackerIds}
              onChange={(trackerIds) => onChange({ trackerIds })}
              testId="alarm-trackers"
            />
            <IdsSelect
              label={t('editor.trackerOrganizations')}
              options={options.organizations}
              value={form.trackerOrganizationIds}
              onChange={(trackerOrganizationIds) => onChange({ trackerOrganizationIds })}
              testId="alarm-tracker-organizations"
            />
          </>
        ) : (
          <>
            <IdsSelect
              label={t('editor.vehicles')}
              options={options.vehicles}
              value={form.vehicleIds}
              onChange={(vehicleIds) => onChange({ vehicleIds })}
              testId="alarm-vehicles"
            />
            <IdsSelect
              label={t('editor.organizations')}
              options={options.organizations}
              value={form.organizationIds}
              onChange={(organizationIds) => onChange({ organizationIds })}
              testId="alarm-organizations"
            />
          </>
        )}
      </Stack>
      {!hasTargets(form) && (
        <Alert severity="info" data-testid="alarm-no-targets">
          {t('editor.noTargets')}
        </Alert>
      )}
    </>
  );
}
