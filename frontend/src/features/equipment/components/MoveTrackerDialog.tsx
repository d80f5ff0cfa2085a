import { Alert } from '@mui/material';
import type { TFunction } from 'i18next';
import { useState } from 'react';

import { FormDialog } from '../../../components/FormDialog';
import { organizationOptions, SelectField } from '../../../components/fields';
import { useMutation } from '../../../lib/useMutation';
import { notifyError, notifySuccess } from '../../../app/notifications/store/notification-store';
import type { Vehicle } from '../../vehicles/api/types';
import { vehiclesApi } from '../../vehicles/api/vehicles-api';

interface Props {
  t: TFunction;
  tracker: Vehicle;
  organizations: { organizationId: number; fullName: string }[];
  onClose(): void;
  onMoved(): void;
}

// Move equipment to another organisation (spec 01 §2.7, §8.2); the move clears the drivers (§4.2).
export function MoveTrackerDialog({ t, tracker, organizations, onClose, onMoved }: Props) {
  const [target, setTarget] = useState<number | ''>('');
  const [touched, setTouched] = useState(false);
  const move = useMutation(
    (to: number) => vehiclesApi.changeOrganization(tracker.id, to, { organizationId: tracker.organizationId }),
    {
      onSuccess: () => {
        notifySuccess(t('move.success'));
        onMoved();
      },
      onError: () => notifyError(t('move.failure')),
    },
  );

  return (
    <FormDialog
      title={t('move.title', { name: tracker.displayName })}
      testId="move-tracker-dialog"
      maxWidth="xs"
      busy={move.busy}
      submitLabel="OK"
      submitTestId="move-tracker-save"
      cancelLabel={t('translation:common.cancel')}
      onSubmit={() => {
        setTouched(true);
        if (target !== '') void move.run(target);
      }}
      onClose={onClose}
    >
      <SelectField
        label={t('move.target')}
        value={target}
        options={organizationOptions(organizations, tracker.organizationId)}
        onChange={setTarget}
        error={touched && target === ''}
        helperText={touched && target === '' ? t('move.required') : undefined}
        testId="move-tracker-target"
      />
      <Alert severity="info">{t('move.note')}</Alert>
    </FormDialog>
  );
}
