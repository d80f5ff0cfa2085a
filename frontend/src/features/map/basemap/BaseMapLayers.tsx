import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Point from 'ol/geom/Point';
import type BaseLayer from 'ol/layer/Base';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { useEffect, useState } from 'react';

import { useMap } from '../../../components/map/components/MapView';
import { mapConfig, type MapConfig } from '../lib/map-config';
import { BASEMAP_FILES } from './basemap-region';
import { lakeStyle, landStyle, PALETTES, placeStyle, worldStyle } from './basemap-styles';
import { basemapUrl, loadPlaces } from './places';

const ATTRIBUTION = 'Natural Earth · © OpenStreetMap contributors (ODbL) · GeoNames (CC BY 4.0)';

interface BaseLayers {
  world: VectorLayer;
  region: VectorLayer;
  lakes: VectorLayer;
  places: VectorLayer;
  tiles: TileLayer | null;
}

function createLayers(config: MapConfig): BaseLayers {
  const format = new GeoJSON();
  return {
    // The whole world coarsely, with the sea as the layer background, so no view is ever an empty canvas.
    world: new VectorLayer({
      source: new VectorSource({ url: basemapUrl(BASEMAP_FILES.world), format, attributions: ATTRIBUTION }),
      zIndex: -30,
    }),
    region: new VectorLayer({
      source: new VectorSource({ url: basemapUrl(BASEMAP_FILES.region), format }),
      zIndex: -20,
    }),
    // Lakes over the land (a border through a lake, like Peipus's, is hidden there: no road crosses it).
    lakes: new VectorLayer({
      source: new VectorSource({ url: basemapUrl(BASEMAP_FILES.lakes), format }),
      zIndex: -19,
    }),
    places: new VectorLayer({ source: new VectorSource(), declutter: true, zIndex: -5 }),
    // A configured tile service draws over the offline map; where its tiles fail the offline map shows through.
    tiles: config.tileUrl
      ? new TileLayer({
          source: new XYZ({ url: config.tileUrl, attributions: config.tileAttribution || undefined }),
          zIndex: -10,
        })
      : null,
  };
}

// The base map: the bundled offline vector data (land, lakes, borders, places) styled for the map type, plus the
// configured tile service if any (src/features/map/README.md). Renders nothing itself (STYLE.md §16).
export function BaseMapLayers({ dark }: { dark: boolean }) {
  const map = useMap();
  const [layers] = useState(() => createLayers(mapConfig));

  useEffect(() => {
    const all: BaseLayer[] = [layers.world, layers.region, layers.lakes, layers.places];
    if (layers.tiles) all.push(layers.tiles);
    all.forEach((layer) => map.addLayer(layer));
    let cancelled = false;
    loadPlaces()
      .then((places) => {
        if (cancelled) return;
        layers.places.getSource()?.addFeatures(
          places.map(
            (p) =>
              new Feature({
                geometry: new Point(fromLonLat([p.lon, p.lat])),
                name: p.name,
                population: p.population,
              }),
          ),
        );
      })
      // Labels are an extra: the land and borders still show without them.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      all.forEach((layer) => map.removeLayer(layer));
    };
  }, [map, layers]);

  useEffect(() => {
    const palette = PALETTES[dark ? 'dark' : 'light'];
    const view = map.getView();
    layers.world.setStyle(worldStyle(palette));
    layers.world.setBackground(palette.sea);
    layers.region.setStyle(landStyle(palette));
    layers.lakes.setStyle(lakeStyle(palette));
    layers.places.setStyle(placeStyle(palette, (resolution) => view.getZoomForResolution(resolution) ?? 0));
    if (!layers.tiles) return undefined;
    // Dark map type over a light tile service: the same dimming the shell applies elsewhere.
    const filter = dark ? 'invert(100%) hue-rotate(180deg) brightness(95%) contrast(90%)' : '';
    const apply = (event: { context?: unknown }) => {
      const ctx = event.context as CanvasRenderingContext2D | undefined;
      if (ctx) ctx.filter = filter;
    };
    const postrender = (event: { context?: unknown }) => {
      const ctx = event.context as CanvasRenderingContext2D | undefined;
      if (ctx) ctx.filter = 'none';
    };
    layers.tiles.on('prerender', apply);
    layers.tiles.on('postrender', postrender);
    layers.tiles.changed();
    return () => {
      layers.tiles?.un('prerender', apply);
      layers.tiles?.un('postrender', postrender);
    };
  }, [map, layers, dark]);

  return null;
}
