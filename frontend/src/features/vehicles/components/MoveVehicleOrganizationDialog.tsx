import { Alert, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../notifications/store/notification-store';
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
      <TextField
        select
        label={t('moveOrganization.target')}
        value={target}
        onChange={(e) => setTarget(Number(e.target.value))}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'move-organization-select' } as object } }}
      >
        {organizations
          .filter((o) => o.organizationId !== vehicle.organizationId)
          .map((o) => (
            <MenuItem key={o.organizationId} value={o.organizationId}>
              {o.fullName}
            </MenuItem>
          ))}
      </TextField>
      <Alert severity="info">{t('moveOrganization.note')}</Alert>
    </FormDialog>
  );
}
