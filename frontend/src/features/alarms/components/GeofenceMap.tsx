import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../../app/session/store/session-store';
import { MapView } from '../../../components/map/components/MapView';
import { BaseMapLayers } from '../../map/basemap/BaseMapLayers';
import type { ZonePoint } from '../api/types';
import { ALARMS_NS } from '../i18n';
import { FitPolygon, type PolygonFocus } from './FitPolygon';
import { PolygonLayer } from './PolygonLayer';

/** The geozone view (spec 03 §9): middle Sweden, zoom 5. */
export const GEOZONE_CENTER = { lat: 59.57, lon: 16.39 };
export const GEOZONE_ZOOM = 5;

interface Props {
  points: readonly ZonePoint[];
  focus: PolygonFocus | null;
  onChange(points: ZonePoint[]): void;
}

// The geofence editor's map: the offline base map and the polygon, drawn and edited on it.
export function GeofenceMap({ points, focus, onChange }: Props) {
  const { t } = useTranslation(ALARMS_NS);
  const dark = useSessionStore((s) => s.user?.mapType !== 'LIGHT');
  return (
    <Paper
      variant="outlined"
      sx={{ overflow: 'hidden', position: 'relative' }}
      data-testid="geofence-map"
      data-points={points.length}
    >
      <MapView height={440} center={GEOZONE_CENTER} zoom={GEOZONE_ZOOM}>
        <BaseMapLayers dark={dark} />
        <PolygonLayer points={points} onChange={onChange} />
        <FitPolygon focus={focus} />
      </MapView>
      {points.length === 0 && (
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
            maxWidth: '90%',
          }}
        >
          <Typography variant="body2" data-testid="geofence-map-hint">
            {t('geofence.mapHint')}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
