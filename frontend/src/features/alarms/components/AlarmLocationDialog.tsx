import { Alert, Typography } from '@mui/material';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../../app/session/store/session-store';
import { FormDialog } from '../../../components/FormDialog';
import { MapView, useMap } from '../../../components/map/components/MapView';
import { formatDateTime } from '../../../lib/dates';
import { BaseMapLayers } from '../../map/basemap/BaseMapLayers';
import type { AlarmPeriod } from '../api/types';
import { ALARMS_NS } from '../i18n';

type Position = NonNullable<AlarmPeriod['position']>;

// Close enough for the streets, far enough for the town's name on the offline base map.
const LOCATION_ZOOM = 12;

// The period's position as a marker (renders nothing).
function PositionMarker({ position }: { position: Position }) {
  const map = useMap();
  const [layer] = useState(
    () =>
      new VectorLayer({
        source: new VectorSource({
          features: [new Feature(new Point(fromLonLat([position.longitude, position.latitude])))],
        }),
        style: {
          'circle-radius': 8,
          'circle-fill-color': '#d32f2f',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 3,
        },
        zIndex: 10,
      }),
  );
  useEffect(() => {
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, layer]);
  return null;
}

// View alarm location (spec 03 §2): a map modal with the period's position; none when it has no position.
export function AlarmLocationDialog({ period, onClose }: { period: AlarmPeriod; onClose(): void }) {
  const { t } = useTranslation(ALARMS_NS);
  const dark = useSessionStore((s) => s.user?.mapType !== 'LIGHT');
  const { position } = period;
  return (
    <FormDialog
      title={t('events.locationTitle')}
      onSubmit={onClose}
      onClose={onClose}
      readOnly
      maxWidth="md"
      testId="alarm-location-dialog"
    >
      <Typography variant="body2">
        {t(`name.${period.alarmName}`)} · {period.alarmSettingName} · {formatDateTime(period.timestampStartMs)}
        {position ? ` · ${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}` : ''}
      </Typography>
      {position ? (
        <MapView height="50vh" center={{ lat: position.latitude, lon: position.longitude }} zoom={LOCATION_ZOOM}>
          <BaseMapLayers dark={dark} />
          <PositionMarker position={position} />
        </MapView>
      ) : (
        <Alert severity="info" data-testid="alarm-location-none">
          {t('events.noPosition')}
        </Alert>
      )}
    </FormDialog>
  );
}
