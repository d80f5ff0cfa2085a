import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../../app/session/store/session-store';
import { MapView } from '../../../components/map/components/MapView';
import { BaseMapLayers } from '../../map/basemap/BaseMapLayers';
import type { Scope } from '../api/journal-api';
import type { JournalEntry } from '../api/types';
import { panelsUnavailable } from '../hooks/useTripPanels';
import { useTripTrack } from '../hooks/useTripTrack';
import { JOURNAL_NS } from '../i18n';
import { FitToCoordinates, type LonLat, TripPathLayer } from './TripMapLayers';

const known = (at: { latitude: number; longitude: number }): LonLat | null =>
  at.latitude === 0 && at.longitude === 0 ? null : [at.longitude, at.latitude];

// The route panel (spec 02 §2.2): the trip's path between its start and stop markers on the offline base map, and
// the congestion tax and infrastructure fee passages below. A corrected trip's map is covered by a notice.
export function RoutePanel({ entry, scope }: { entry: JournalEntry; scope: Scope | undefined }) {
  const { t } = useTranslation(JOURNAL_NS);
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
  const framed = useMemo(() => [...path, ...(start ? [start] : []), ...(stop ? [stop] : [])], [path, start, stop]);

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
        <TaxPanel testId="route-panel-congestion" title={t('panels.congestionTax')} />
        <TaxPanel testId="route-panel-infrastructure" title={t('panels.infrastructureFee')} />
      </Box>
    </Box>
  );
}

// The passages of one tax; none are registered yet for any trip (spec 02 §9: "no registered passages").
function TaxPanel({ title, testId }: { title: string; testId: string }) {
  const { t } = useTranslation(JOURNAL_NS);
  return (
    <Accordion defaultExpanded disableGutters variant="outlined" data-testid={testId}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography variant="subtitle2">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary">
          {t('panels.noPassages')}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
