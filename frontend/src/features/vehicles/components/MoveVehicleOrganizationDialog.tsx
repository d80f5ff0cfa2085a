import { Alert } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { organizationOptions, SelectField } from '../../../components/fields';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import type { Vehicle } from '../api/types';
import { vehiclesApi } from '../api/vehicles-api';
import { vehicleName } from '../lib/vehicle-form';

interface Props {
  vehicle: Vehicle;
  organizations: { organizationId: number; fullName: string }[];
  onClose(): void;
  onSaved(v: Vehicle): void;
}

// Moving clears the authorised, default and checked-in drivers (spec 01 §4.2). Failures are shown by the client.
export function MoveVehicleOrganizationDialog({ vehicle, organizations, onClose, onSaved }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const [target, setTarget] = useState<number | ''>('');
  const move = useMutation(
    (to: number) => vehiclesApi.changeOrganization(vehicle.id, to, { organizationId: vehicle.organizationId }),
    {
      onSuccess: (v) => {
        notifySuccess(t('moveOrganization.done'));
        onSaved(v);
      },
    },
  );
  return (
    <FormDialog
      title={t('moveOrganization.title', { name: vehicleName(vehicle) })}
      testId="move-organization-dialog"
      maxWidth="xs"
      busy={move.busy}
      submitDisabled={target === ''}
      submitTestId="move-organization-save"
      onSubmit={() => target !== '' && void move.run(target)}
      onClose={onClose}
    >
      <SelectField
        label={t('moveOrganization.target')}
        value={target}
        options={organizationOptions(organizations, vehicle.organizationId)}
        onChange={setTarget}
        testId="move-organization-select"
      />
      <Alert severity="info">{t('moveOrganization.note')}</Alert>
    </FormDialog>
  );
}
