import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrganizationSimple } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { CheckboxField, organizationOptions, SelectField } from '../../../components/fields';
import { isApiError } from '../../../lib/api-error-text';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';
import { deviceOrganizationId } from '../lib/device-display';
import { needsFamilyWarning } from '../lib/family-tree';

interface Props {
  device: Device;
  organizations: OrganizationSimple[];
  onClose(): void;
  onDone(): void;
}

// Change organisation (spec 03 §4, §5): OK only after the contracted-units box is ticked; a target outside the
// device's family tree also needs the family warning acknowledged.
export function ChangeDeviceOrganizationDialog({ device, organizations, onClose, onDone }: Props) {
  const { t } = useTranslation('devices');
  const from = deviceOrganizationId(device);
  const [target, setTarget] = useState<number | ''>('');
  const [touched, setTouched] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [familyAcknowledged, setFamilyAcknowledged] = useState(false);
  const save = useMutation(
    (to: number, familyWarningAcknowledged: boolean) =>
      devicesApi.changeOrganization(device.id, to, familyWarningAcknowledged),
    {
      onSuccess: () => {
        notifySuccess(t('changeOrganization.success'));
        onDone();
      },
    },
  );
  // The server is the authority on the family tree (MISSING_CLEARANCE, reason FAMILY_TREE).
  const serverSaysFamily = isApiError(save.error, 'MISSING_CLEARANCE');
  const familyWarning = target !== '' && (serverSaysFamily || needsFamilyWarning(organizations, from, target));

  return (
    <FormDialog
      title={`${t('changeOrganization.title')} · ${device.imei}`}
      testId="change-organization-dialog"
      busy={save.busy}
      submitDisabled={!acknowledged || (familyWarning && !familyAcknowledged)}
      submitLabel="OK"
      submitTestId="change-organization-ok"
      error={serverSaysFamily && !familyAcknowledged ? undefined : save.error}
      onSubmit={() => {
        setTouched(true);
        if (target !== '') void save.run(target, familyWarning && familyAcknowledged);
      }}
      onClose={onClose}
    >
      <Typography variant="body2">
        {t('changeOrganization.current')}: {device.organizationId?.fullName ?? t('noOrganization')}
      </Typography>
      <SelectField
        label={t('changeOrganization.target')}
        value={target}
        options={organizationOptions(organizations, from)}
        onChange={(to) => {
          setTarget(to);
          setFamilyAcknowledged(false);
          save.reset();
        }}
        error={touched && target === ''}
        helperText={touched && target === '' ? t('changeOrganization.required') : undefined}
        testId="change-organization-target"
      />
      {familyWarning && (
        <Alert severity="warning" data-testid="family-warning">
          {t('changeOrganization.familyWarning')}
          <CheckboxField
            label={t('changeOrganization.familyAcknowledge')}
            checked={familyAcknowledged}
            onChange={setFamilyAcknowledged}
            testId="family-acknowledge"
          />
        </Alert>
      )}
      <CheckboxField
        label={t('changeOrganization.acknowledge')}
        checked={acknowledged}
        onChange={setAcknowledged}
        testId="change-organization-acknowledge"
      />
    </FormDialog>
  );
}
