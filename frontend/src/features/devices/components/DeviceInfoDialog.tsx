import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { formatDateTime } from '../../../lib/dates';
import { useApiQuery } from '../../../lib/useApiQuery';
import { devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';
import { deviceLastSeenMs } from '../lib/device-display';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" sx={{ fontWeight: 600, width: '40%' }}>
              {label}
            </TableCell>
            <TableCell>{value === '' || value === undefined || value === null ? '–' : value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function InstallationHistory({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('devices');
  const history = useApiQuery(`device.installations.${deviceId}`, () => devicesApi.installations(deviceId));
  if (history.error) return <Alert severity="info">{t('info.historyUnavailable')}</Alert>;
  if (!history.loading && (history.data ?? []).length === 0) {
    return <Typography variant="body2">{t('info.historyEmpty')}</Typography>;
  }
  return (
    <Table size="small" data-testid="device-installations">
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.vehicle')}</TableCell>
          <TableCell>{t('info.installed')}</TableCell>
          <TableCell>{t('info.removed')}</TableCell>
          <TableCell>{t('info.reason')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...(history.data ?? [])]
          .sort((a, b) => b.installedTsMs - a.installedTsMs)
          .map((i) => (
            <TableRow key={i.installationId}>
              <TableCell>{i.vehicleId}</TableCell>
              <TableCell>{formatDateTime(i.installedTsMs)}</TableCell>
              <TableCell>{i.removedTsMs ? formatDateTime(i.removedTsMs) : t('info.stillInstalled')}</TableCell>
              <TableCell>
                {i.removalReason ? t(`reasons.${i.removalReason}`, { defaultValue: i.removalReason }) : ''}
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}

export function DeviceInfoDialog({ device, onClose }: { device: Device; onClose(): void }) {
  const { t } = useTranslation('devices');
  const yesNo = (v: boolean) => (v ? t('info.yes') : t('info.no'));
  const lastSeen = deviceLastSeenMs(device);
  return (
    <FormDialog
      title={`${t('actions.deviceInfo')} · ${device.imei}`}
      testId="device-info-dialog"
      readOnly
      onSubmit={onClose}
      onClose={onClose}
    >
      <Facts
        rows={[
          [t('info.imei'), device.imei],
          [t('info.iccid'), device.iccid],
          [t('info.phone'), device.phone],
          [t('info.deviceType'), device.deviceType],
          [t('info.firmware'), device.firmware],
          [t('info.configName'), device.configName],
          [t('info.organization'), device.organizationId?.fullName ?? t('noOrganization')],
          [t('columns.vehicle'), device.installedVehicle?.registry || device.installedVehicle?.displayName],
          [t('info.retired'), yesNo(device.retired)],
          [t('info.tracker'), yesNo(device.isTracker)],
          [t('info.smsControl'), yesNo(device.smsControl)],
          [t('info.obd'), yesNo(device.obd)],
          [t('info.battery'), device.status?.latestBatteryLevel != null ? `${device.status.latestBatteryLevel} %` : ''],
          [t('info.lastSeen'), lastSeen ? formatDateTime(lastSeen) : t('never')],
        ]}
      />
      <Typography variant="subtitle1">{t('info.history')}</Typography>
      <InstallationHistory deviceId={device.id} />
    </FormDialog>
  );
}

export function VehicleInfoDialog({ device, onClose }: { device: Device; onClose(): void }) {
  const { t } = useTranslation('devices');
  const v = device.installedVehicle;
  return (
    <FormDialog
      title={t('actions.vehicleInfo')}
      testId="vehicle-info-dialog"
      readOnly
      onSubmit={onClose}
      onClose={onClose}
    >
      {v ? (
        <Facts
          rows={[
            [t('info.registry'), v.registry],
            [t('info.displayName'), v.displayName],
            [
              t('info.benefitType'),
              v.benefitType ? t(`benefitTypes.${v.benefitType}`, { defaultValue: v.benefitType }) : '',
            ],
            [
              t('info.tripType'),
              v.defaultTripType ? t(`tripTypes.${v.defaultTripType}`, { defaultValue: v.defaultTripType }) : '',
            ],
            [t('info.defaultDriver'), v.defaultDriver?.displayName],
            [t('info.currentDriver'), v.currentDriver?.displayName],
            [t('info.odometer'), v.state?.odometer ? `${Math.round(v.state.odometer).toLocaleString('sv-SE')} km` : ''],
          ]}
        />
      ) : (
        <Alert severity="info">{t('info.noVehicle')}</Alert>
      )}
    </FormDialog>
  );
}
