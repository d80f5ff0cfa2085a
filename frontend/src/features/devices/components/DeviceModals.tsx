import { useTranslation } from 'react-i18next';

import type { OrganizationSimple } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { devicesApi } from '../api/devices-api';
import { deviceVehicleText } from '../lib/device-display';
import { useSessionStore } from '../../../app/session/store/session-store';
import { DeviceCommandsDialog } from '../../device-commands/components/DeviceCommandsDialog';
import { offeredKinds } from '../../device-commands/lib/command-display';
import { AddUnitDialog } from './AddUnitDialog';
import { AvlLogDialog } from './AvlLogDialog';
import { ChangeDeviceOrganizationDialog } from './ChangeDeviceOrganizationDialog';
import { ConnectDeviceDialog } from './ConnectDeviceDialog';
import type { DeviceRow } from './device-columns';
import { DeviceInfoDialog, VehicleInfoDialog } from './DeviceInfoDialog';
import { EditDeviceDialog } from './EditDeviceDialog';
import { FutureDeviceDialog } from './FutureDeviceDialog';
import { MoveDeviceDialog } from './MoveDeviceDialog';
import { SmsCommandDialog } from './SmsCommandDialog';

export type DeviceModal =
  | { kind: 'addUnit' }
  | {
      kind:
        | 'info'
        | 'vehicleInfo'
        | 'connect'
        | 'changeOrganization'
        | 'edit'
        | 'move'
        | 'future'
        | 'sms'
        | 'avl'
        | 'commands'
        | 'uninstall'
        | 'retire'
        | 'unretire';
      device: DeviceRow;
    };

interface Props {
  modal: DeviceModal;
  organizations: OrganizationSimple[];
  devices: DeviceRow[];
  onClose(): void;
  onChanged(): void;
}

export function DeviceModals({ modal, organizations, devices, onClose, onChanged }: Props) {
  const { t } = useTranslation('devices');
  const roles = useSessionStore((s) => s.user?.roles ?? []);
  const done = () => {
    onClose();
    onChanged();
  };
  const confirmThen = (action: () => Promise<unknown>, message: string) => () => {
    onClose();
    action()
      .then(() => {
        notifySuccess(message);
        onChanged();
      })
      // The client has shown the failure.
      .catch(() => undefined);
  };

  if (modal.kind === 'addUnit') return <AddUnitDialog organizations={organizations} onClose={onClose} onAdded={done} />;
  const { device } = modal;
  switch (modal.kind) {
    case 'info':
      return <DeviceInfoDialog device={device} onClose={onClose} />;
    case 'vehicleInfo':
      return <VehicleInfoDialog device={device} onClose={onClose} />;
    case 'connect':
      return <ConnectDeviceDialog device={device} organizations={organizations} onClose={onClose} onDone={done} />;
    case 'changeOrganization':
      return (
        <ChangeDeviceOrganizationDialog device={device} organizations={organizations} onClose={onClose} onDone={done} />
      );
    case 'edit':
      return <EditDeviceDialog device={device} onClose={onClose} onDone={done} />;
    case 'move':
      return <MoveDeviceDialog device={device} onClose={onClose} onDone={done} />;
    case 'future':
      return <FutureDeviceDialog device={device} devices={devices} onClose={onClose} onDone={onChanged} />;
    case 'avl':
      return <AvlLogDialog device={device} onClose={onClose} />;
    case 'sms':
      return <SmsCommandDialog device={device} onClose={onClose} />;
    case 'commands':
      return (
        <DeviceCommandsDialog
          target={{ deviceId: device.id }}
          name={device.imei}
          kinds={offeredKinds(roles, 'device', device.deviceType)}
          onClose={onClose}
        />
      );
    case 'uninstall':
      return (
        <ConfirmDialog
          open
          text={t('uninstall.confirm', { imei: device.imei, vehicle: deviceVehicleText(device) })}
          confirmLabel={t('actions.uninstall')}
          danger
          onCancel={onClose}
          onConfirm={confirmThen(() => devicesApi.uninstall(device.id), t('uninstall.success'))}
        />
      );
    case 'retire':
      return (
        <ConfirmDialog
          open
          text={t('retire.confirm', { imei: device.imei })}
          confirmLabel={t('actions.retire')}
          danger
          onCancel={onClose}
          onConfirm={confirmThen(() => devicesApi.setRetired(device.id, true), t('retire.retired'))}
        />
      );
    case 'unretire':
      return (
        <ConfirmDialog
          open
          text={t('retire.unretireConfirm', { imei: device.imei })}
          confirmLabel={t('actions.unretire')}
          onCancel={onClose}
          onConfirm={confirmThen(() => devicesApi.setRetired(device.id, false), t('retire.unretired'))}
        />
      );
  }
}
