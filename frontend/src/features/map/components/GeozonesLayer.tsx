import Close from '@mui/icons-material/Close';
import { Card, CardContent, IconButton, Link, Stack, Typography } from '@mui/material';
import Feature from 'ol/Feature';
import Polygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import Overlay from 'ol/Overlay';
import VectorSource from 'ol/source/Vector';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useMap } from '../../../components/map/components/MapView';
import type { GeofenceAlarm } from '../../alarms/api/types';
import { geofenceEditorPath } from '../../alarms/lib/alarm-names';
import { triggerOf } from '../../alarms/lib/geofence-form';
import { geozoneRing } from '../lib/geozones';

// Flat style (STYLE.md §16); the alias is the label, kept upright and drawn over the fill.
const STYLE = {
  'fill-color': 'rgba(33, 150, 243, 0.18)',
  'stroke-color': 'rgb(21, 101, 192)',
  'stroke-width': 2,
  'text-value': ['get', 'name'],
  'text-font': 'bold 13px sans-serif',
  'text-fill-color': '#0d2a4d',
  'text-stroke-color': 'rgba(255, 255, 255, 0.9)',
  'text-stroke-width': 3,
  'text-overflow': true,
};

interface Props {
  geozones: readonly GeofenceAlarm[];
}

// The geofence alarms as labelled polygons above the vehicles (STYLE.md §16: one effect for the layer's life, one
// for its data). A click on a polygon (not on a vehicle marker, which keeps its own click) opens a small card.
export function GeozonesLayer({ geozones }: Props) {
  const map = useMap();
  const { t } = useTranslation(['map', 'alarms']);
  const [open, setOpen] = useState<GeofenceAlarm | null>(null);
  const byId = useRef(new Map<number, GeofenceAlarm>());
  const [{ source, layer, overlay, element }] = useState(() => {
    const zones = new VectorSource<Feature<Polygon>>();
    const popup = document.createElement('div');
    return {
      source: zones,
      layer: new VectorLayer({ source: zones, style: STYLE, zIndex: 11 }),
      element: popup,
      overlay: new Overlay({ element: popup, positioning: 'bottom-center', offset: [0, -8], stopEvent: true }),
    };
  });

  useEffect(() => {
    map.addLayer(layer);
    map.addOverlay(overlay);
    const onClick = (event: MapBrowserEvent) => {
      // The topmost feature at the pixel: a vehicle marker (a cluster) wins over the zone beneath it.
      const top = map.forEachFeatureAtPixel(event.pixel, (f, l) => ({ f, l }), { hitTolerance: 4 });
      const zone = top?.l === layer ? byId.current.get(top.f.getId() as number) : undefined;
      const vehicleHit = map.forEachFeatureAtPixel(event.pixel, (f) => Boolean(f.get('features')), {
        hitTolerance: 4,
        layerFilter: (l) => l !== layer,
      });
      if (zone && !vehicleHit) {
        setOpen(zone);
        overlay.setPosition(event.coordinate);
      } else {
        setOpen(null);
      }
    };
    map.on('click', onClick);
    return () => {
      map.un('click', onClick);
      map.removeOverlay(overlay);
      map.removeLayer(layer);
    };
  }, [map, layer, overlay]);

  useEffect(() => {
    byId.current = new Map(geozones.map((g) => [g.geoZoneAlarmId, g]));
    source.clear();
    for (const g of geozones) {
      const ring = geozoneRing(g.zoneCoords);
      if (!ring) continue;
      const feature = new Feature({ geometry: new Polygon([ring]), name: g.name });
      feature.setId(g.geoZoneAlarmId);
      source.addFeature(feature);
    }
    setOpen((current) => (current && byId.current.get(current.geoZoneAlarmId)) ?? null);
  }, [source, geozones]);

  useEffect(() => {
    if (!open) overlay.setPosition(undefined);
  }, [open, overlay]);

  if (!open) return null;
  return createPortal(
    <Card data-testid="map-geozone-popup" data-geozone-id={open.geoZoneAlarmId} elevation={4} sx={{ minWidth: 200 }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {open.name}
          </Typography>
          <IconButton size="small" aria-label={t('geozones.close')} onClick={() => setOpen(null)} sx={{ m: -0.5 }}>
            <Close fontSize="small" />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary" data-testid="map-geozone-trigger">
          {t(`alarms:geofence.${triggerOf(open.activeOnEnter, open.activeOnExit)}`)}
        </Typography>
        <Link
          component={RouterLink}
          to={geofenceEditorPath(open.geoZoneAlarmId)}
          variant="body2"
          data-testid="map-geozone-edit"
        >
          {t('geozones.edit')}
        </Link>
      </CardContent>
    </Card>,
    element,
  );
}
