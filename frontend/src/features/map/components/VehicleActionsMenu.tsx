import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { isAdminRole } from '../../../app/navigation/menu/menu-visibility';
import { useSessionStore } from '../../../app/session/store/session-store';
import { NoticeDialog } from '../../../components/NoticeDialog';
import type { Vehicle } from '../../vehicles/api/types';
import { vehiclesApi } from '../../vehicles/api/vehicles-api';
import { UpdateFrequencyDialog } from '../../vehicles/components/UpdateFrequencyDialog';
import { TrackerReportDialog } from '../../reports/components/TrackerReportDialog';
import { vehicleCommandsApi } from '../hooks/vehicle-commands';
import type { MapVehicle } from '../lib/map-vehicle';

type Open = { kind: 'frequency'; vehicle: Vehicle } | { kind: 'geozone' } | { kind: 'report' } | null;

// The map's row menu for ADMIN and ROOT (spec 02 §2.5, §6): view geozone, update latest position, export report
// (trackers), change update frequency. Failures are shown by the API client's notifications.
export function VehicleActionsMenu({ vehicle }: { vehicle: MapVehicle }) {
  const { t } = useTranslation(['map', 'translation']);
  const roles = useSessionStore((s) => s.user?.roles ?? []);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  if (!isAdminRole(roles)) return null;

  const run = (action: () => Promise<void>) => {
    setAnchor(null);
    void action().catch(() => undefined);
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('actions.menu')}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid={`map-actions-${vehicle.id}`}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run(async () => setOpen({ kind: 'geozone' }))}>{t('actions.geozone')}</MenuItem>
        <MenuItem
          onClick={() =>
            run(async () => {
              await vehicleCommandsApi.requestPosition(vehicle.id);
              notifySuccess(t('actions.positionRequested'));
            })
          }
        >
          {t('actions.requestPosition')}
        </MenuItem>
        {vehicle.isTracker && (
          <MenuItem onClick={() => run(async () => setOpen({ kind: 'report' }))}>{t('actions.exportReport')}</MenuItem>
        )}
        <MenuItem
          onClick={() => run(async () => setOpen({ kind: 'frequency', vehicle: await vehiclesApi.get(vehicle.id) }))}
        >
          {t('actions.frequency')}
        </MenuItem>
      </Menu>
      <TrackerReportDialog tracker={open?.kind === 'report' ? vehicle : null} onClose={() => setOpen(null)} />
      {open?.kind === 'frequency' && (
        <UpdateFrequencyDialog vehicle={open.vehicle} onClose={() => setOpen(null)} onSaved={() => setOpen(null)} />
      )}
      {open?.kind === 'geozone' && (
        <NoticeDialog
          title={t('actions.geozone')}
          text={t('actions.geozoneLater')}
          okLabel={t('translation:common.close')}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
