import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrganizationSimple } from '../../../api/types';
import { notifySuccess } from '../../notifications/store/notification-store';
import { devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';
import { isApiError, useApiErrorText } from '../hooks/useApiErrorText';
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
  const apiErrorText = useApiErrorText();
  const from = deviceOrganizationId(device);
  const [target, setTarget] = useState<number | ''>('');
  const [touched, setTouched] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [familyAcknowledged, setFamilyAcknowledged] = useState(false);
  const [serverSaysFamily, setServerSaysFamily] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const familyWarning = target !== '' && (serverSaysFamily || needsFamilyWarning(organizations, from, target));
  const canSubmit = acknowledged && (!familyWarning || familyAcknowledged) && !busy;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (target === '' || !canSubmit) return;
    setBusy(true);
    setServerError(undefined);
    try {
      await devicesApi.changeOrganization(device.id, target, familyWarning && familyAcknowledged);
      notifySuccess(t('changeOrganization.success'));
      onDone();
    } catch (error) {
      // The server is the authority on the family tree (MISSING_CLEARANCE, reason FAMILY_TREE).
      if (isApiError(error, 'MISSING_CLEARANCE') && !familyAcknowledged) setServerSaysFamily(true);
      else setServerError(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="change-organization-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {t('changeOrganization.title')} · {device.imei}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {t('changeOrganization.current')}: {device.organizationId?.fullName ?? t('noOrganization')}
            </Typography>
            <TextField
              select
              label={t('changeOrganization.target')}
              value={target}
              onChange={(e) => {
                setTarget(Number(e.target.value));
                setServerSaysFamily(false);
                setFamilyAcknowledged(false);
              }}
              error={touched && target === ''}
              helperText={touched && target === '' ? t('changeOrganization.required') : undefined}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'change-organization-target' } as object } }}
            >
              {organizations
                .filter((o) => o.organizationId !== from)
                .map((o) => (
                  <MenuItem key={o.organizationId} value={o.organizationId}>
                    {o.fullName}
                  </MenuItem>
                ))}
            </TextField>
            {familyWarning && (
              <Alert severity="warning" data-testid="family-warning">
                {t('changeOrganization.familyWarning')}
                <FormControlLabel
                  sx={{ display: 'flex', mt: 1 }}
                  label={t('changeOrganization.familyAcknowledge')}
                  control={
                    <Checkbox
                      checked={familyAcknowledged}
                      onChange={(e) => setFamilyAcknowledged(e.target.checked)}
                      slotProps={{ input: { 'data-testid': 'family-acknowledge' } as object }}
                    />
                  }
                />
              </Alert>
            )}
            <FormControlLabel
              label={t('changeOrganization.acknowledge')}
              control={
                <Checkbox
                  checked={acknowledged}
                  onChange={(e) => setAcknowledged(e.target.checked)}
                  slotProps={{ input: { 'data-testid': 'change-organization-acknowledge' } as object }}
                />
              }
            />
            {serverError && <Alert severity="error">{serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!canSubmit} data-testid="change-organization-ok">
            OK
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
