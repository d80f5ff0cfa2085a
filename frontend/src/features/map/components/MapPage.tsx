import Pentagon from '@mui/icons-material/Pentagon';
import { Alert, Box, LinearProgress, Paper, ToggleButton, Typography } from '@mui/material';
import { fromLonLat } from 'ol/proj';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ApiError } from '../../../api/client';
import { useSessionStore } from '../../../app/session/store/session-store';
import { FitPolygon, type PolygonFocus } from '../../alarms/components/FitPolygon';
import { MapView } from '../../../components/map/components/MapView';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../../../components/map/lib/map-defaults';
import { useIsMobile } from '../../../lib/useIsMobile';
import { BaseMapLayers } from '../basemap/BaseMapLayers';
import { useCanSeeGeozones, useGeozones } from '../hooks/useGeozones';
import { useMapData } from '../hooks/useMapData';
import { useNow } from '../hooks/useNow';
import { useSelectedVehiclePoll } from '../hooks/useSelectedVehiclePoll';
import { GEOZONE_PARAM, GEOZONE_VIEW, parseGeozoneParam } from '../lib/geozones';
import { applyFilter } from '../lib/map-filter';
import type { PlaceHit } from '../lib/place-search';
import { useMapVehiclesStore } from '../store/map-vehicles-store';
import { FitVehicles } from './FitVehicles';
import { FollowVehicle } from './FollowVehicle';
import { GeozonesLayer } from './GeozonesLayer';
import { MapFilters, type MapViewMode } from './MapFilters';
import { PlaceSearch } from './PlaceSearch';
import { SelectedVehiclePanel } from './SelectedVehiclePanel';
import { VehicleList } from './VehicleList';
import { VehiclesLayer } from './VehiclesLayer';
import { ZoomTo, type ZoomTarget } from './ZoomTo';

// Spec 02 §9: map height 45vh on mobile, 50vh on desktop (here at least that, filling the window when taller).
const MAP_HEIGHT = { mobile: '45vh', desktop: 'max(50vh, calc(100vh - 230px))' };
const PANEL_WIDTH = 360;

// The map overview (spec 02 §2.5): clustered live markers, follow on click, list view, filters, place search.
export function MapPage() {
  const { t } = useTranslation('map');
  const mobile = useIsMobile();
  const now = useNow();
  const [params] = useSearchParams();
  const dark = useSessionStore((s) => s.user?.mapType !== 'LIGHT');
  const selectedOrganizationId = useSessionStore((s) => s.selectedOrganizationId);
  const allOrganizations = useSessionStore((s) => s.organizations);
  const noMap = useSessionStore((s) => s.noMapOrganizationIds);
  const mapOrganizations = useMemo(
    () => allOrganizations.filter((o) => !noMap.includes(o.organizationId)),
    [allOrganizations, noMap],
  );
  const [organizationIds, setOrganizationIds] = useState<number[]>([]);
  useEffect(() => {
    setOrganizationIds(selectedOrganizationId ? [selectedOrganizationId] : []);
  }, [selectedOrganizationId]);

  const notAvailable = selectedOrganizationId !== null && noMap.includes(selectedOrganizationId);
  const data = useMapData(organizationIds, !notAvailable && organizationIds.length > 0);
  const refused = data.error instanceof ApiError && data.error.code === 'NO_ACCESS_TO_FEATURE';

  const [view, setView] = useState<MapViewMode>('map');
  const [kinds, setKinds] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [zoomTarget, setZoomTarget] = useState<ZoomTarget | null>(null);
  const byId = useMapVehiclesStore((s) => s.byId);
  const selectedId = useMapVehiclesStore((s) => s.selectedId);
  const following = useMapVehiclesStore((s) => s.following);
  const { toggleFollow, select, clearSelection } = useMapVehiclesStore.getState();
  const all = useMemo(() => Object.values(byId), [byId]);
  const shown = useMemo(() => applyFilter(all, { kinds, search, organizationIds: [] }), [all, kinds, search]);
  const selected = selectedId !== null ? (byId[selectedId] ?? null) : null;
  useSelectedVehiclePoll(selectedId);

  // ?vehicleId= preselects and follows a vehicle once the overview has it (spec 02 §2).
  const wanted = Number(params.get('vehicleId'));
  useEffect(() => {
    if (data.loaded && wanted > 0 && useMapVehiclesStore.getState().byId[wanted]) select(wanted, true);
  }, [data.loaded, wanted, select]);

  // The geozone view (spec 02 §2.5, §9): geofence alarms as polygons, for those who may see the alarms only.
  // ?geozone={id} turns it on and frames that zone instead of the vehicles.
  const canSeeGeozones = useCanSeeGeozones();
  const geozoneId = parseGeozoneParam(params.get(GEOZONE_PARAM));
  const [geozonesOn, setGeozonesOn] = useState(geozoneId !== null);
  useEffect(() => {
    if (geozoneId !== null) setGeozonesOn(true);
  }, [geozoneId]);
  const showGeozones = canSeeGeozones && geozonesOn;
  const geozones = useGeozones(showGeozones);
  const focusedZone = useMemo((): PolygonFocus | null => {
    const zone = geozones.data?.find((g) => g.geoZoneAlarmId === geozoneId);
    return zone ? { points: zone.zoneCoords, at: Date.now() } : null;
  }, [geozones.data, geozoneId]);
  const toggleGeozones = () => {
    const on = !geozonesOn;
    setGeozonesOn(on);
    if (on && selectedId === null) {
      setZoomTarget({
        center: fromLonLat([GEOZONE_VIEW.lon, GEOZONE_VIEW.lat]),
        zoom: GEOZONE_VIEW.zoom,
        at: Date.now(),
      });
    }
  };

  // Leaving the page ends the selection; coming back starts from the overview.
  useEffect(() => () => clearSelection(), [clearSelection]);

  const track = (id: number) => {
    select(id, true);
    setView('map');
  };
  const pickPlace = (hit: PlaceHit) => {
    if (hit.vehicleId !== undefined) {
      track(hit.vehicleId);
      return;
    }
    setView('map');
    // Following would pull the map straight back to the vehicle.
    if (following && selectedId !== null) select(selectedId, false);
    setZoomTarget({ center: fromLonLat([hit.lon, hit.lat]), zoom: hit.kind === 'address' ? 16 : 12, at: Date.now() });
  };

  if (notAvailable || refused) {
    return (
      <Box data-testid="map-page">
        <Typography variant="h5" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
        <Alert severity="info" data-testid="map-not-available">
          {t('notAvailable')}
        </Alert>
      </Box>
    );
  }

  return (
    <Box data-testid="map-page" data-vehicle-count={all.length}>
      <MapFilters
        view={view}
        onView={setView}
        kinds={kinds}
        onKinds={setKinds}
        search={search}
        onSearch={setSearch}
        organizations={mapOrganizations}
        organizationIds={organizationIds}
        onOrganizationIds={setOrganizationIds}
      >
        <PlaceSearch vehicles={all} onPick={pickPlace} />
        {canSeeGeozones && (
          <ToggleButton
            size="small"
            value="geozones"
            selected={geozonesOn}
            onChange={toggleGeozones}
            data-testid="map-geozones-toggle"
          >
            <Pentagon fontSize="small" sx={{ mr: 0.5 }} />
            {t('geozones.toggle')}
          </ToggleButton>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="map-count">
          {t('count', { shown: shown.length, total: all.length })}
        </Typography>
      </MapFilters>
      <Box sx={{ height: 4 }}>{(data.loading || (showGeozones && geozones.loading)) && <LinearProgress />}</Box>
      {showGeozones && geozoneId !== null && geozones.data && !focusedZone && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="map-geozone-not-found">
          {t('geozones.notFound')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexDirection: mobile ? 'column' : 'row', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {view === 'map' ? (
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <MapView
                height={mobile ? MAP_HEIGHT.mobile : MAP_HEIGHT.desktop}
                center={DEFAULT_CENTER}
                zoom={DEFAULT_ZOOM}
              >
                <BaseMapLayers dark={dark} />
                <VehiclesLayer vehicles={shown} selectedId={selectedId} onVehicleClick={toggleFollow} />
                {showGeozones && <GeozonesLayer geozones={geozones.data ?? []} />}
                {geozoneId === null ? (
                  <FitVehicles vehicles={shown} fitKey={`${data.key}|${data.loaded}|${kinds.join()}|${search}`} />
                ) : (
                  <FitPolygon focus={focusedZone} />
                )}
                <FollowVehicle vehicle={following ? selected : null} />
                <ZoomTo target={zoomTarget} />
              </MapView>
            </Paper>
          ) : (
            <VehicleList
              vehicles={shown}
              selectedId={selectedId}
              nowMs={now}
              onTrack={track}
              onSelect={(id) => select(id, false)}
            />
          )}
        </Box>
        {selected && (
          <Box sx={{ width: mobile ? '100%' : PANEL_WIDTH, flexShrink: 0 }}>
            <SelectedVehiclePanel
              vehicle={selected}
              following={following}
              nowMs={now}
              onToggleFollow={(id) => (following ? toggleFollow(id) : select(id, true))}
              onClose={clearSelection}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
