import { Alert, Tab, Tabs } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useMutation } from '../../../lib/useMutation';
import { useSessionStore } from '../../../app/session/store/session-store';
import type { Vehicle } from '../api/types';
import { vehicleDevicesApi, vehiclesApi, type Scope } from '../api/vehicles-api';
import { useTimedFlag } from '../hooks/useTimedFlag';
import { useDrivers } from '../hooks/useVehicles';
import { normalizeRegistration, registrationLocked } from '../lib/registration';
import {
  canEditTollSettings,
  emptyVehicleForm,
  FORM_ERROR_MS,
  hasErrors,
  toSetupRequest,
  toUpdateRequest,
  validateVehicleForm,
  vehicleName,
  vehicleToForm,
  type VehicleFormValues,
} from '../lib/vehicle-form';
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
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const mobile = useIsMobile();
  const roles = useSessionStore((s) => s.user?.roles ?? []);
  const [vehicle, setVehicle] = useState(initial);
  const [values, setValues] = useState<VehicleFormValues>(() =>
    initial ? vehicleToForm(initial) : emptyVehicleForm(organizationId),
  );
  const [tab, setTab] = useState<'details' | 'service'>('details');
  const [touched, setTouched] = useState(false);
  const [formError, showFormError] = useTimedFlag(FORM_ERROR_MS);
  const [confirm, setConfirm] = useState<Confirm>(null);
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
      (devicesQuery.data?.devices ?? []).filter(
        (d) =>
          !d.retired &&
          !d.installedVehicle &&
          (!d.organizationId || d.organizationId.organizationId === values.organizationId),
      ),
    [devicesQuery.data, values.organizationId],
  );

  const change = (patch: Partial<VehicleFormValues>) => setValues((v) => ({ ...v, ...patch }));

  // A new vehicle with its device, service entries and driver is one request that the BFF undoes as a whole.
  const saveVehicle = useMutation(
    async (): Promise<Vehicle> => {
      if (!vehicle) return vehiclesApi.setup(toSetupRequest(values), { organizationId: values.organizationId });
      const saved = await vehiclesApi.update(vehicle.id, toUpdateRequest(values, vehicle, roles), scope);
      if (values.currentDriver === (vehicle.currentDriver?.id ?? null)) return saved;
      return vehiclesApi.setCurrentDriver(saved.id, values.currentDriver, { organizationId: saved.organizationId });
    },
    { onSuccess: (saved) => onSaved(saved, !vehicle) },
  );
  const save = () => {
    setConfirm(null);
    void saveVehicle.run();
  };

  const hasDevice = isNew ? values.deviceId !== null : Boolean(vehicle?.state?.imei);
  const afterRegistryConfirm = () => (hasDevice ? save() : setConfirm('noDevice'));
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
    <FormDialog
      title={vehicle ? `${t('edit')}: ${vehicleName(vehicle)}` : t('newVehicle')}
      testId="vehicle-editor"
      maxWidth="md"
      fullScreen={mobile}
      dividers
      busy={saveVehicle.busy}
      error={saveVehicle.error}
      errorTestId="vehicle-save-error"
      onErrorClose={saveVehicle.reset}
      submitTestId="vehicle-save"
      onSubmit={submit}
      onClose={onClose}
      header={
        <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ px: 3 }}>
          <Tab value="details" label={t('tabs.details')} data-testid="vehicle-tab-details" />
          <Tab value="service" label={t('tabs.service')} data-testid="vehicle-tab-service" />
        </Tabs>
      }
    >
      {formError && (
        <Alert severity="error" data-testid="vehicle-form-error">
          {t('form.formError')}
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
          canEditTolls={canEditTollSettings(roles)}
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
        onConfirm={save}
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
    </FormDialog>
  );
}
