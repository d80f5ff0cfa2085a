import TileLayer from 'ol/layer/Tile';
import OSM from 'ol/source/OSM';
import { useEffect, useState } from 'react';

import { useMap } from './MapView';

// The background map. DARK (the default map type) dims and inverts the light tiles.
export function BaseTileLayer({ dark }: { dark: boolean }) {
  const map = useMap();
  const [layer] = useState(() => new TileLayer({ source: new OSM() }));

  useEffect(() => {
    map.getLayers().insertAt(0, layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, layer]);

  useEffect(() => {
    const filter = dark ? 'invert(100%) hue-rotate(180deg) brightness(95%) contrast(90%)' : '';
    const apply = (event: { context?: unknown }) => {
      const ctx = event.context as CanvasRenderingContext2D | undefined;
      if (ctx) ctx.filter = filter;
    };
    layer.on('prerender', apply);
    layer.changed();
    return () => layer.un('prerender', apply);
  }, [layer, dark]);

  return null;
}
