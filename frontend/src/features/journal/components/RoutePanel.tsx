import Calculate from '@mui/icons-material/Calculate';
import { Alert, Box, Button, LinearProgress, Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../../app/session/store/session-store';
import { MapView } from '../../../components/map/components/MapView';
import { BaseMapLayers } from '../../map/basemap/BaseMapLayers';
import type { Scope } from '../api/journal-api';
import type { JournalEntry } from '../api/types';
import { useTollEditing } from '../hooks/useTollEditing';
import { panelsUnavailable } from '../hooks/useTripPanels';
import { useTripTrack } from '../hooks/useTripTrack';
import { tollStations } from '../lib/toll-passages';
import { JOURNAL_NS } from '../i18n';
import { TollPassagesPanel } from './TollPassagesPanel';
import { FitToCoordinates, type LonLat, TollStationsLayer, TripPathLayer } from './TripMapLayers';

const known = (at: { latitude: number; longitude: number }): LonLat | null =>
  at.latitude === 0 && at.longitude === 0 ? null : [at.longitude, at.latitude];

// The route panel (spec 02 §2.2): the trip's path between its start and stop markers and the stations of its toll
// passages on the offline base map, and the congestion tax and infrastructure fee passages below. A corrected trip's
// map is covered by a notice. ADMIN, ROOT and HEXA edit the passages and recalculate the trip's tolls (`onChange`
// takes the trip with its new toll fields; disabled on DONE, LOCKED and CHECKED trips).
export function RoutePanel({
  entry,
  scope,
  onChange,
}: {
  entry: JournalEntry;
  scope: Scope | undefined;
  onChange?: (entry: JournalEntry) => void;
}) {
  const { t } = useTranslation(JOURNAL_NS);
  const editing = useTollEditing(entry, scope, onChange);
  const dark = useSessionStore((s) => s.user?.mapType !== 'LIGHT');
  const unavailable = panelsUnavailable(entry);
  const track = useTripTrack('route', entry.journal_id, scope, unavailable);

  const path = useMemo<LonLat[]>(
    () =>
      track.state === 'done'
        ? track.data.features.flatMap((f) => f.geometry.coordinates.map((c): LonLat => [c[0], c[1]]))
        : [],
    [track],
  );
  const start = known(entry.trip.start) ?? path[0] ?? null;
  const stop = known(entry.trip.stop) ?? path.at(-1) ?? null;
  const stations = useMemo(() => tollStations(entry), [entry]);
  const framed = useMemo(
    () => [...path, ...(start ? [start] : []), ...(stop ? [stop] : []), ...stations.map((station) => station.at)],
    [path, start, stop, stations],
  );

  return (
    <Box
      data-testid="route-panel-body"
      data-state={unavailable ? 'unavailable' : track.state}
      data-points={path.length}
    >
      <Box sx={{ position: 'relative' }}>
        <MapView height="50vh">
          <BaseMapLayers dark={dark} />
          {!unavailable && (
            <>
              <TripPathLayer
                path={path}
                start={start}
                stop={stop}
                labels={{ start: t('panels.startMarker'), stop: t('panels.stopMarker') }}
              />
              <TollStationsLayer stations={stations} />
              <FitToCoordinates coordinates={framed} />
            </>
          )}
        </MapView>
        {track.state === 'fetching' && !unavailable && (
          <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
        )}
        {unavailable && (
          <Box
            data-testid="route-panel-unavailable"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'rgba(0, 0, 0, 0.55)',
              color: '#fff',
              p: 3,
              textAlign: 'center',
            }}
          >
            <Typography>{t('panels.mapUnavailable')}</Typography>
          </Box>
        )}
      </Box>
      {track.state === 'error' && (
        <Alert severity="error" sx={{ m: 2 }} data-testid="route-panel-error">
          {t('panels.loadFailed')}
        </Alert>
      )}
      {track.state === 'done' && path.length === 0 && (
        <Alert severity="info" sx={{ m: 2 }} data-testid="route-panel-no-path">
          {t('panels.noPositions')}
        </Alert>
      )}
      <Box sx={{ p: 2 }}>
        {editing.canEdit && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <Tooltip title={editing.frozen ? t('panels.tollEditing.frozen') : t('panels.tollEditing.resetHint')}>
              <span>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<Calculate />}
                  data-testid="route-panel-reset-toll"
                  disabled={editing.frozen || editing.busy}
                  onClick={() => void editing.reset()}
                >
                  {t('panels.tollEditing.reset')}
                </Button>
              </span>
            </Tooltip>
          </Box>
        )}
        <TollPassagesPanel entry={entry} kind="congestion" editing={editing} />
        <TollPassagesPanel entry={entry} kind="infrastructure" editing={editing} />
      </Box>
    </Box>
  );
}
