import Speed from '@mui/icons-material/Speed';
import {
  Box,
  Button,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import { useTranslation } from 'react-i18next';

import type { UserSimple } from '../../../api/types';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';
import type { DeviceSummary, Vehicle } from '../api/types';
import type { Scope } from '../api/vehicles-api';
import { normalizeRegistration } from '../lib/registration';
import { BENEFIT_TYPES, MARKERS, type VehicleFormErrors, type VehicleFormValues } from '../lib/vehicle-form';
import { CountrySelect } from './CountrySelect';
import { DriverFields } from './DriverFields';
import { FuelFields } from './FuelFields';
import { TollSettingsFields } from './TollSettingsFields';
import { VehicleMarkerIcon } from './VehicleMarkerIcon';

interface Props {
  values: VehicleFormValues;
  errors: VehicleFormErrors;
  touched: boolean;
  vehicle?: Vehicle;
  scope?: Scope;
  registryLocked: boolean;
  // Spec 04's toll settings: shown only to users who may change them.
  canEditTolls: boolean;
  organizations: { organizationId: number; fullName: string }[];
  devices: DeviceSummary[];
  drivers: UserSimple[];
  onChange(patch: Partial<VehicleFormValues>): void;
  onCalibrate(): void;
  onVehicleReset(v: Vehicle): void;
}

const section = (title: string) => (
  <Typography variant="subtitle2" sx={{ pt: 1 }}>
    {title}
  </Typography>
);

// Tab one of the vehicle editor (spec 01 §2.6).
export function VehicleDetailsTab(props: Props) {
  const { values, errors, touched, vehicle, scope, registryLocked, organizations, devices, drivers, onChange } = props;
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const isNew = !vehicle;
  const dateField = (key: 'lastInspection' | 'nextInspection', label: string) => (
    <DatePicker
      label={label}
      format="YYYY-MM-DD"
      value={values[key] ? dayjs.tz(values[key], APP_TIME_ZONE) : null}
      onChange={(d) => onChange({ [key]: d?.isValid() ? d.format('YYYY-MM-DD') : '' })}
      enableAccessibleFieldDOMStructure={false}
      sx={{ flex: 1 }}
      slotProps={{ textField: { inputProps: { 'data-testid': `vehicle-${key}` } } }}
    />
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          label={t('form.organization')}
          value={values.organizationId}
          disabled={!isNew || organizations.length < 2}
          onChange={(e) =>
            onChange({
              organizationId: Number(e.target.value),
              deviceId: null,
              permittedDrivers: [],
              defaultDriver: null,
              currentDriver: null,
            })
          }
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'vehicle-organization' } as object } }}
          sx={{ flex: 1 }}
        >
          {organizations.map((o) => (
            <MenuItem key={o.organizationId} value={o.organizationId}>
              {o.fullName}
            </MenuItem>
          ))}
        </TextField>
        {isNew ? (
          <TextField
            select
            label={t('form.device')}
            value={values.deviceId ?? ''}
            onChange={(e) => onChange({ deviceId: e.target.value === '' ? null : Number(e.target.value) })}
            slotProps={{
              select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'vehicle-device' } as object },
              inputLabel: { shrink: true },
            }}
            sx={{ flex: 1 }}
          >
            <MenuItem value="">{t('form.noDeviceOption')}</MenuItem>
            {devices.map((d) => (
              <MenuItem key={d.deviceId} value={d.deviceId} data-testid={`device-option-${d.imei}`}>
                {d.imei} {d.deviceType && `(${d.deviceType})`}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            label={t('form.device')}
            value={vehicle?.state?.imei || t('noDevice')}
            disabled
            helperText={t('form.deviceHint')}
            sx={{ flex: 1 }}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label={t('form.registry')}
          value={values.registry}
          disabled={registryLocked}
          onChange={(e) => onChange({ registry: normalizeRegistration(e.target.value) })}
          error={touched && Boolean(errors.registry)}
          helperText={
            touched && errors.registry
              ? t('form.registryInvalid')
              : registryLocked
                ? t('form.registryLocked')
                : undefined
          }
          slotProps={{ htmlInput: { 'data-testid': 'vehicle-registry', maxLength: 10 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t('form.displayName')}
          value={values.displayName}
          onChange={(e) => onChange({ displayName: e.target.value })}
          error={touched && Boolean(errors.displayName)}
          helperText={touched && errors.displayName ? t('form.required') : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'vehicle-display-name' } }}
          sx={{ flex: 1 }}
        />
        <CountrySelect value={values.isoCountryCode} onChange={(isoCountryCode) => onChange({ isoCountryCode })} />
      </Stack>
      <Divider />
      <FuelFields
        values={values}
        invalid={touched ? (errors.numbers ?? []) : []}
        vehicle={vehicle}
        scope={scope}
        onChange={onChange}
        onVehicleReset={props.onVehicleReset}
      />
      <Divider />
      {section(t('form.odometer'))}
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="body2" data-testid="vehicle-odometer-now">
          {vehicle?.state?.odometer
            ? t('form.odometerNow', { km: Math.round(vehicle.state.odometer).toLocaleString('sv-SE') })
            : isNew
              ? t('form.calibrateAfterSave')
              : t('form.odometerUnknown')}
        </Typography>
        {!isNew && (
          <Button size="small" startIcon={<Speed />} onClick={props.onCalibrate} data-testid="vehicle-calibrate">
            {t('form.calibrate')}
          </Button>
        )}
      </Stack>
      <Divider />
      <FormControl>
        <FormLabel>{t('form.vehicleType')}</FormLabel>
        <RadioGroup
          row
          value={values.benefitType}
          onChange={(e) => onChange({ benefitType: e.target.value as VehicleFormValues['benefitType'] })}
        >
          {BENEFIT_TYPES.map((b) => (
            <FormControlLabel
              key={b}
              value={b}
              control={<Radio size="small" slotProps={{ input: { 'data-testid': `vehicle-type-${b}` } as object }} />}
              label={t(`benefit.${b}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControlLabel
        label={`${t('form.defaultTripType')}: ${values.defaultTripType === 'BUSINESS' ? t('form.tripService') : t('form.tripPrivate')}`}
        control={
          <Switch
            checked={values.defaultTripType === 'BUSINESS'}
            onChange={(e) => onChange({ defaultTripType: e.target.checked ? 'BUSINESS' : 'PRIVATE' })}
            slotProps={{ input: { 'data-testid': 'vehicle-trip-type' } as object }}
          />
        }
      />
      {section(t('form.drivers'))}
      <DriverFields
        pool={values.benefitType === 'POOL'}
        drivers={drivers}
        permitted={values.permittedDrivers}
        defaultDriver={values.defaultDriver}
        currentDriver={values.currentDriver}
        onChange={onChange}
      />
      {section(t('form.style'))}
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          select
          label={t('form.marker')}
          value={values.marker}
          onChange={(e) => onChange({ marker: e.target.value })}
          sx={{ flex: 1 }}
        >
          {MARKERS.map((m) => (
            <MenuItem key={m} value={m}>
              <Box component="span" sx={{ mr: 1 }}>
                <VehicleMarkerIcon marker={m} color={values.color} />
              </Box>
              {t(`marker.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="color"
          label={t('form.color')}
          value={values.color}
          onChange={(e) => onChange({ color: e.target.value })}
          sx={{ width: 120 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {dateField('lastInspection', t('form.lastInspection'))}
        {dateField('nextInspection', t('form.nextInspection'))}
      </Stack>
      {props.canEditTolls && (
        <>
          <Divider />
          <TollSettingsFields values={values} onChange={onChange} />
        </>
      )}
    </Stack>
  );
}
