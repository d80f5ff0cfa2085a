import Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import type OlMap from 'ol/Map';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { fromLonLat } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import { boundingExtent } from 'ol/extent';
import { useEffect, useRef, useState } from 'react';

import { useMap } from '../../../components/map/components/MapView';
import { FIT_PADDING } from '../../../components/map/lib/map-defaults';
import { plottable, type MapVehicle } from '../lib/map-vehicle';
import { vehicleLayerStyle } from './vehicle-marker-style';

// Markers closer than this many pixels merge into a cluster (spec 02 §2.5, §9 clustering).
const CLUSTER_DISTANCE_PX = 40;

function markerOnScreen(map: OlMap, cluster: Feature<Point>) {
  const [x = 0, y = 0] = map.getPixelFromCoordinate(cluster.getGeometry()!.getCoordinates()) ?? [];
  const ids = (cluster.get('features') as Feature[]).map((f) => (f.get('vehicle') as MapVehicle).id);
  return { ids, x: Math.round(x), y: Math.round(y) };
}

interface Props {
  vehicles: readonly MapVehicle[];
  selectedId: number | null;
  // A click on one vehicle's marker; a click on a cluster zooms into it instead.
  onVehicleClick(id: number): void;
}

// The vehicles as clustered markers (STYLE.md §16: renders nothing; one effect for the layer's life, one for data).
// Vehicles without a fix or in private mode are never plotted.
export function VehiclesLayer({ vehicles, selectedId, onVehicleClick }: Props) {
  const map = useMap();
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  const clickRef = useRef(onVehicleClick);
  clickRef.current = onVehicleClick;
  const [{ source, layer }] = useState(() => {
    const points = new VectorSource<Feature<Point>>();
    return {
      source: points,
      layer: new VectorLayer({
        source: new Cluster({ distance: CLUSTER_DISTANCE_PX, source: points }),
        style: vehicleLayerStyle(() => selectedRef.current),
        zIndex: 10,
      }),
    };
  });

  useEffect(() => {
    map.addLayer(layer);
    const hit = (pixel: number[]): FeatureLike | undefined =>
      map.forEachFeatureAtPixel(pixel, (f) => f, { layerFilter: (l) => l === layer, hitTolerance: 4 });
    const onClick = (event: MapBrowserEvent) => {
      const cluster = hit(event.pixel);
      if (!cluster) return;
      const members = cluster.get('features') as Feature<Point>[];
      if (members.length === 1) {
        clickRef.current((members[0]!.get('vehicle') as MapVehicle).id);
        return;
      }
      const extent = boundingExtent(members.map((m) => m.getGeometry()!.getCoordinates()));
      map.getView().fit(extent, { padding: Array(4).fill(FIT_PADDING), duration: 300, maxZoom: 16 });
    };
    const onMove = (event: MapBrowserEvent) => {
      if (event.dragging) return;
      const target = map.getTargetElement();
      if (target) target.style.cursor = hit(event.pixel) ? 'pointer' : '';
    };
    // Where each drawn marker is, once a render has settled: the canvas has no DOM per marker, so this is how the
    // browser tests (and anything else outside the canvas) find a vehicle on the map.
    const onRendered = () => {
      const target = map.getTargetElement();
      const clusters = (layer.getSource()?.getFeatures() ?? []) as Feature<Point>[];
      const markers = JSON.stringify(clusters.map((c) => markerOnScreen(map, c)));
      if (target && target.dataset.markers !== markers) target.dataset.markers = markers;
    };
    // The markers are settled once this layer has drawn them with the view at rest; the map's rendercomplete also
    // waits for the base map's files (about 1 MB of GeoJSON to fetch and parse), which the markers do not need.
    const onLayerRendered = () => {
      const view = map.getView();
      if (!view.getAnimating() && !view.getInteracting()) onRendered();
    };
    map.on('click', onClick);
    map.on('pointermove', onMove);
    map.on('rendercomplete', onRendered);
    layer.on('postrender', onLayerRendered);
    return () => {
      map.un('click', onClick);
      map.un('pointermove', onMove);
      map.un('rendercomplete', onRendered);
      layer.un('postrender', onLayerRendered);
      map.removeLayer(layer);
    };
  }, [map, layer]);

  // Features are updated in place by id, so a live move does not rebuild the layer.
  useEffect(() => {
    const seen = new Set<number>();
    for (const v of vehicles) {
      if (!plottable(v)) continue;
      seen.add(v.id);
      const coordinate = fromLonLat([v.position.lon, v.position.lat]);
      const feature = source.getFeatureById(v.id);
      if (feature) {
        feature.getGeometry()!.setCoordinates(coordinate);
        feature.set('vehicle', v);
      } else {
        const created = new Feature({ geometry: new Point(coordinate), vehicle: v });
        created.setId(v.id);
        source.addFeature(created);
      }
    }
    for (const feature of source.getFeatures()) {
      if (!seen.has(feature.getId() as number)) source.removeFeature(feature);
    }
  }, [source, vehicles]);

  useEffect(() => {
    layer.changed();
  }, [layer, selectedId]);

  return null;
}
