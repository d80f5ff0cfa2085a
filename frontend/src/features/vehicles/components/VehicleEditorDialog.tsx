import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText } from '../../../i18n/error-messages';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useSessionStore } from '../../session/store/session-store';
import type { Vehicle } from '../api/types';
import { deviceList, vehicleDevicesApi, vehiclesApi, type Scope } from '../api/vehicles-api';
import { useTimedFlag } from '../hooks/useTimedFlag';
import { useDrivers } from '../hooks/useVehicles';
import { normalizeRegistration, registrationLocked } from '../lib/registration';
import {
  emptyVehicleForm,
  FORM_ERROR_MS,
  hasErrors,
  toCreateRequest,
  toUpdateRequest,
  validateVehicleForm,
  vehicleName,
  vehicleToForm,
  type VehicleFormValues,
} from '../lib/vehicle-form';
import { toServiceEntry } from '../lib/service-entry';
import { OdometerDialog } from './OdometerDialog';
import { ServiceEntriesTab } from './ServiceEntriesTab';
import { VehicleDetailsTab } from './VehicleDetailsTab';

interface Props {
  vehicle?: Vehicle;
  organizationId: number;
  organizations: { organizationId: number; fullName: string }[];
  // Superadmin creates through /admin/vehicles with the chosen organisation.
  superadmin?: boolean;
  onClose(): void;
  onSaved(v: Vehicle, created: boolean): void;
}

type Confirm = 'registry' | 'noDevice' | null;

export function VehicleEditorDialog({
  vehicle: initial,
  organizationId,
  organizations,
  superadmin,
  onClose,
  onSaved,
}: Props) {
  const { t, i18n } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const mobile = useIsMobile();
  const roles = useSessionStore((s) => s.user?.roles ?? []);
  const [vehicle, setVehicle] = useState(initial);
  const [values, setValues] = useState<VehicleFormValues>(() =>
    initial ? vehicleToForm(initial) : emptyVehicleForm(organizationId),
  );
  const [tab, setTab] = useState<'details' | 'service'>('details');
  const [touched, setTouched] = useState(false);
  const [formError, showFormError] = useTimedFlag(FORM_ERROR_MS);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const [calibrating, setCalibrating] = useState(false);

  const isNew = !vehicle;
  const scope: Scope | undefined = superadmin ? { organizationId: values.organizationId } : undefined;
  const errors = useMemo(() => validateVehicleForm(values), [values]);
  const drivers = useDrivers(values.organizationId);
  const devicesQuery = useApiQuery(
    `vehicle-editor.devices.${values.organizationId}`,
    () => vehicleDevicesApi.list({ organizationId: values.organizationId }),
    isNew,
  );
  // Devices that can go into a new vehicle: this organisation's, not installed, not retired.
  const devices = useMemo(
    () =>
      deviceList(devicesQuery.data).filter(
        (d) =>
          !d.retired &&
          !d.installedVehicle &&
          (!d.organizationId || d.organizationId.organizationId === values.organizationId),
      ),
    [devicesQuery.data, values.organizationId],
  );

  const change = (patch: Partial<VehicleFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const save = async () => {
    setConfirm(null);
    setBusy(true);
    setServerError(null);
    try {
      let saved: Vehicle;
      if (!vehicle) {
        const { organizationId: orgId, ...body } = toCreateRequest(values);
        saved = superadmin
          ? await vehiclesApi.adminCreate({ ...body, organizationId: orgId })
          : await vehiclesApi.create(body, { organizationId: orgId });
        const vScope = { organizationId: saved.organizationId };
        if (values.deviceId !== null) await vehicleDevicesApi.moveToVehicle(values.deviceId, saved.id, vScope);
        if (values.services.length) {
          const vehicleService = Object.fromEntries(values.services.map((s) => [s.id, toServiceEntry(s)]));
          saved = await vehiclesApi.update(saved.id, { settings: { vehicleService } }, vScope);
        }
      } else {
        saved = await vehiclesApi.update(vehicle.id, toUpdateRequest(values, vehicle, roles), scope);
      }
      const previousDriver = vehicle?.currentDriver?.id ?? null;
      if (values.currentDriver !== previousDriver) {
        saved = await vehiclesApi.setCurrentDriver(saved.id, values.currentDriver, {
          organizationId: saved.organizationId,
        });
      }
      onSaved(saved, !vehicle);
    } catch (err) {
      setServerError(errorText(err instanceof ApiError ? err.code : undefined, i18n.language));
    } finally {
      setBusy(false);
    }
  };

  const hasDevice = isNew ? values.deviceId !== null : Boolean(vehicle?.state?.imei);
  const afterRegistryConfirm = () => (hasDevice ? void save() : setConfirm('noDevice'));
  const submit = () => {
    setTouched(true);
    if (hasErrors(errors)) {
      showFormError();
      const onlyServiceErrors = Object.keys(errors.services).length && !errors.registry && !errors.displayName;
      if (onlyServiceErrors) setTab('service');
      return;
    }
    if (isNew && normalizeRegistration(values.registry)) setConfirm('registry');
    else afterRegistryConfirm();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={mobile} data-testid="vehicle-editor">
      <DialogTitle>{vehicle ? `${t('edit')}: ${vehicleName(vehicle)}` : t('newVehicle')}</DialogTitle>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ px: 3 }}>
        <Tab value="details" label={t('tabs.details')} data-testid="vehicle-tab-details" />
        <Tab value="service" label={t('tabs.service')} data-testid="vehicle-tab-service" />
      </Tabs>
      <DialogContent dividers>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="vehicle-form-error">
            {t('form.formError')}
          </Alert>
        )}
        {serverError && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setServerError(null)} data-testid="vehicle-save-error">
            {serverError}
          </Alert>
        )}
        {tab === 'details' ? (
          <VehicleDetailsTab
            values={values}
            errors={errors}
            touched={touched}
            vehicle={vehicle}
            scope={scope}
            registryLocked={registrationLocked(isNew, vehicle?.registry ?? '', roles)}
            organizations={organizations}
            devices={devices}
            drivers={drivers.data ?? []}
            onChange={change}
            onCalibrate={() => setCalibrating(true)}
            onVehicleReset={(v) => {
              setVehicle(v);
              const fresh = vehicleToForm(v);
              change({
                fuel1: fresh.fuel1,
                fuel2: fresh.fuel2,
                consumption1: fresh.consumption1,
                consumption2: fresh.consumption2,
                co2GKm1: fresh.co2GKm1,
                co2GKm2: fresh.co2GKm2,
                proportion1: fresh.proportion1,
              });
            }}
          />
        ) : (
          <ServiceEntriesTab
            entries={values.services}
            errors={errors.services}
            touched={touched}
            onChange={(services) => change({ services })}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy} data-testid="vehicle-save">
          {t('common.save')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirm === 'registry'}
        text={t('form.confirmRegistry', { registry: normalizeRegistration(values.registry) })}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          afterRegistryConfirm();
        }}
      />
      <ConfirmDialog
        open={confirm === 'noDevice'}
        text={t('form.confirmNoDevice')}
        confirmLabel={t('common.save')}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void save()}
      />
      {calibrating && vehicle && (
        <OdometerDialog
          vehicle={vehicle}
          scope={scope}
          onClose={() => setCalibrating(false)}
          onSaved={(v) => {
            setCalibrating(false);
            setVehicle(v);
          }}
        />
      )}
    </Dialog>
  );
}
