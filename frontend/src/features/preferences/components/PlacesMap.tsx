import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../../app/session/store/session-store';
import { MapView } from '../../../components/map/components/MapView';
import { DEFAULT_CENTER } from '../../../components/map/lib/map-defaults';
import { useIsMobile } from '../../../lib/useIsMobile';
import { BaseMapLayers } from '../../map/basemap/BaseMapLayers';
import { PREFERENCES_NS } from '../i18n';
import type { ZoneCircle } from '../lib/places';
import type { LatLon } from '../lib/places-geometry';
import { FocusZones, PickCentre, TrackCentre, type MapFocus } from './PlaceMapControls';
import { ZoneCirclesLayer } from './ZoneCirclesLayer';

// Stockholm and its surroundings until the user's zones are framed (spec 03 §9).
const PLACES_ZOOM = 11;

interface Props {
  circles: readonly ZoneCircle[];
  selectedId: number | null;
  focus: MapFocus | null;
  /** A row is edited: clicks move its centre instead of selecting zones. */
  editing: boolean;
  onZoneClick(zoneId: number): void;
  onPick(centre: LatLon): void;
  onCentre(centre: LatLon): void;
}

// The places' map: the offline base map, each zone as a circle of its radius, the edited one drawn live.
export function PlacesMap({ circles, selectedId, focus, editing, onZoneClick, onPick, onCentre }: Props) {
  const { t } = useTranslation(PREFERENCES_NS);
  const mobile = useIsMobile();
  const dark = useSessionStore((s) => s.user?.mapType !== 'LIGHT');
  return (
    <Paper
      variant="outlined"
      sx={{ overflow: 'hidden', position: 'relative' }}
      data-testid="places-map"
      data-count={circles.length}
      data-picking={editing}
    >
      <MapView height={mobile ? '40vh' : '45vh'} center={DEFAULT_CENTER} zoom={PLACES_ZOOM}>
        <BaseMapLayers dark={dark} />
        <ZoneCirclesLayer circles={circles} selectedId={selectedId} onZoneClick={editing ? undefined : onZoneClick} />
        <FocusZones circles={circles} focus={focus} />
        <TrackCentre onCentre={onCentre} />
        <PickCentre onPick={editing ? onPick : null} />
      </MapView>
      {editing && (
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            left: '50%',
            transform: 'translateX(-50%)',
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: 2,
            pointerEvents: 'none',
          }}
        >
          <Typography variant="body2" data-testid="places-map-hint">
            {t('places.mapHint')}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
