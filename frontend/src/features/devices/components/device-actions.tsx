import Block from '@mui/icons-material/Block';
import DirectionsCar from '@mui/icons-material/DirectionsCarOutlined';
import Edit from '@mui/icons-material/Edit';
import Article from '@mui/icons-material/ArticleOutlined';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Info from '@mui/icons-material/InfoOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOff from '@mui/icons-material/LinkOff';
import MoveDown from '@mui/icons-material/MoveDown';
import Restore from '@mui/icons-material/Restore';
import SettingsRemote from '@mui/icons-material/SettingsRemote';
import Sms from '@mui/icons-material/Sms';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import type { TFunction } from 'i18next';

import type { RowAction } from '../../../components/list-table/lib/list-types';
import type { DeviceRow } from './device-columns';
import type { DeviceModal } from './DeviceModals';

interface Ctx {
  t: TFunction;
  superadmin: boolean;
  root: boolean;
  open(modal: DeviceModal): void;
}

// Row actions of the devices screen (spec 03 §2, §6): organisation administrators read and move devices within
// their organisation; the stock operations are superadmin; uninstall is ROOT.
export function deviceActions(d: DeviceRow, { t, superadmin, root, open }: Ctx): RowAction<DeviceRow>[] {
  const installed = Boolean(d.installedVehicle);
  const hasOrg = Boolean(d.organizationId?.organizationId);
  const item = (key: string, kind: DeviceModal['kind'], icon: React.ReactNode, hidden = false) => ({
    key,
    label: t(`actions.${key}`),
    icon,
    hidden,
    onClick: (device: DeviceRow) => open({ kind, device } as DeviceModal),
  });
  return [
    item('avlInfo', 'avl', <Article fontSize="small" />, !superadmin),
    item('deviceInfo', 'info', <Info fontSize="small" />),
    item('vehicleInfo', 'vehicleInfo', <DirectionsCar fontSize="small" />, !installed),
    item('connect', 'connect', <LinkIcon fontSize="small" />, !superadmin || d.retired),
    item('changeOrganization', 'changeOrganization', <SwapHoriz fontSize="small" />, !superadmin || !hasOrg),
    item(installed ? 'move' : 'install', 'move', <MoveDown fontSize="small" />, !hasOrg || d.retired),
    item('futureDevice', 'future', <EventRepeat fontSize="small" />, !superadmin || !installed),
    item('edit', 'edit', <Edit fontSize="small" />, !superadmin),
    item('sms', 'sms', <Sms fontSize="small" />, !superadmin),
    // Get info, update position, and restart / web-connect for ROOT, over the open connection (issue 7).
    item('commands', 'commands', <SettingsRemote fontSize="small" />, d.retired),
    item('uninstall', 'uninstall', <LinkOff fontSize="small" />, !root || !installed),
    d.retired
      ? item('unretire', 'unretire', <Restore fontSize="small" />, !superadmin)
      : { ...item('retire', 'retire', <Block fontSize="small" />, !superadmin), color: 'error' as const },
  ];
}
