import 'ol/ol.css';

import { Box } from '@mui/material';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { fromLonLat } from 'ol/proj';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../lib/map-defaults';

const MapContext = createContext<OlMap | null>(null);

// Layers call this; they only render inside a MapView, after the map exists.
export function useMap(): OlMap {
  const map = useContext(MapContext);
  if (!map) throw new Error('useMap() outside <MapView>');
  return map;
}

interface Props {
  center?: { lat: number; lon: number };
  zoom?: number;
  height: string | number;
  children?: ReactNode;
}

// Owns one OpenLayers map for its lifetime and provides it to its layer children (STYLE.md §16).
export function MapView({ center = DEFAULT_CENTER, zoom = DEFAULT_ZOOM, height, children }: Props) {
  const target = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<OlMap | null>(null);

  useEffect(() => {
    if (!target.current) return undefined;
    const created = new OlMap({
      target: target.current,
      view: new View({ center: fromLonLat([DEFAULT_CENTER.lon, DEFAULT_CENTER.lat]), zoom: DEFAULT_ZOOM }),
    });
    setMap(created);
    return () => {
      created.setTarget(undefined);
      setMap(null);
    };
  }, []);

  useEffect(() => {
    map?.getView().setCenter(fromLonLat([center.lon, center.lat]));
    map?.getView().setZoom(zoom);
  }, [map, center.lat, center.lon, zoom]);

  return (
    <Box
      ref={target}
      sx={{ height, width: '100%', position: 'relative', bgcolor: 'action.hover' }}
      data-testid="map-view"
    >
      {map && <MapContext.Provider value={map}>{children}</MapContext.Provider>}
    </Box>
  );
}
