import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import GpsNotFixedIcon from '@mui/icons-material/GpsNotFixed';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { MapVehicle } from '../lib/map-vehicle';

// Follow or stop following a vehicle. Disabled with the reason for a vehicle in private mode (spec 02 §2.5) or
// without a position yet.
export function TrackButton({
  vehicle,
  following,
  onToggle,
}: {
  vehicle: MapVehicle;
  following: boolean;
  onToggle(id: number): void;
}) {
  const { t } = useTranslation('map');
  const reason = vehicle.privateMode ? t('privateMode') : vehicle.position ? null : t('noPosition');
  const title = reason ?? (following ? t('untrack') : t('track'));
  return (
    <Tooltip title={title}>
      {/* A span so the tooltip also shows on the disabled button. */}
      <span>
        <IconButton
          size="small"
          aria-label={title}
          disabled={reason !== null}
          color={following ? 'primary' : 'default'}
          onClick={() => onToggle(vehicle.id)}
          data-testid={`track-${vehicle.id}`}
        >
          {following ? <GpsFixedIcon fontSize="small" /> : <GpsNotFixedIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
