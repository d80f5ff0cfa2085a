import {
  Alert,
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../../app/session/store/session-store';
import { MapView } from '../../../components/map/components/MapView';
import { BaseMapLayers } from '../../map/basemap/BaseMapLayers';
import type { Scope } from '../api/journal-api';
import type { JournalEntry } from '../api/types';
import { panelsUnavailable } from '../hooks/useTripPanels';
import { useTripTrack } from '../hooks/useTripTrack';
import { formatCoordinates, formatGap, pointTime, type SpeedPoint, speedPoints } from '../lib/speed-log';
import { grownCount, isNearBottom, JOURNAL_PAGE_SIZE } from '../lib/windowing';
import { JOURNAL_NS } from '../i18n';
import { FitToCoordinates, type LonLat, SpeedLogControls, SpeedPointTooltip, SpeedTrackLayer } from './TripMapLayers';

// The speed log (spec 02 §2.3): the path coloured by speed with a marker per point (speed and time on hover), full
// screen, scale and zoom controls, then the points as a table, 50 rows more whenever it is scrolled to its end.
export function SpeedLogPanel({ entry, scope }: { entry: JournalEntry; scope: Scope | undefined }) {
  const { t } = useTranslation(JOURNAL_NS);
  const dark = useSessionStore((s) => s.user?.mapType !== 'LIGHT');
  const unavailable = panelsUnavailable(entry);
  const journey = useTripTrack('speed', entry.journal_id, scope, unavailable);
  const [warningOpen, setWarningOpen] = useState(true);

  const points = useMemo(() => (journey.state === 'done' ? speedPoints(journey.data.features) : []), [journey]);
  const coordinates = useMemo(() => points.map((p): LonLat => [p.longitude, p.latitude]), [points]);
  const tooltip = useCallback(
    (p: SpeedPoint) => t('panels.pointTooltip', { kmh: p.kmh ?? '–', time: pointTime(p.timestampMs) }),
    [t],
  );

  if (unavailable) {
    return (
      <Alert severity="info" sx={{ m: 2 }} data-testid="speed-log-unavailable">
        {t('panels.speedUnavailable')}
      </Alert>
    );
  }
  return (
    <Box data-testid="speed-log-body" data-state={journey.state} data-points={points.length}>
      {warningOpen && (
        <Alert severity="warning" onClose={() => setWarningOpen(false)} sx={{ m: 1 }} data-testid="speed-log-warning">
          {t('panels.speedWarning')}
        </Alert>
      )}
      <Box sx={{ position: 'relative' }}>
        <MapView height="45vh">
          <BaseMapLayers dark={dark} />
          <SpeedTrackLayer points={points} />
          <SpeedPointTooltip points={points} text={tooltip} />
          <FitToCoordinates coordinates={coordinates} />
          <SpeedLogControls fullScreenLabel={t('panels.fullScreen')} />
        </MapView>
        {journey.state === 'fetching' && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      </Box>
      {journey.state === 'error' && (
        <Alert severity="error" sx={{ m: 2 }} data-testid="speed-log-error">
          {journey.status === 403 ? t('panels.speedNotAllowed') : t('panels.loadFailed')}
        </Alert>
      )}
      {journey.state === 'done' && points.length === 0 && (
        <Alert severity="info" sx={{ m: 2 }} data-testid="speed-log-no-points">
          {t('panels.noPositions')}
        </Alert>
      )}
      {points.length > 0 && <SpeedPointsTable points={points} />}
    </Box>
  );
}

function SpeedPointsTable({ points }: { points: readonly SpeedPoint[] }) {
  const { t } = useTranslation(JOURNAL_NS);
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(JOURNAL_PAGE_SIZE);
  const grow = () => {
    if (box.current && isNearBottom(box.current)) setShown((current) => grownCount(current, points.length));
  };
  return (
    <Box ref={box} onScroll={grow} sx={{ maxHeight: '40vh', overflow: 'auto' }} data-testid="speed-log-scroll">
      <Table
        size="small"
        stickyHeader
        data-testid="speed-log-table"
        sx={{ '& th, & td': { px: 1 }, '& th': { lineHeight: 1.2 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell align="right">{t('panels.columns.nr')}</TableCell>
            <TableCell>{t('panels.columns.time')}</TableCell>
            <TableCell>{t('panels.columns.sincePrevious')}</TableCell>
            <TableCell align="right">{t('panels.columns.speed')}</TableCell>
            <TableCell>{t('panels.columns.coordinates')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {points.slice(0, shown).map((p) => (
            <TableRow key={p.nr} data-testid={`speed-point-${p.nr}`} hover>
              <TableCell align="right">{p.nr}</TableCell>
              <TableCell>{pointTime(p.timestampMs)}</TableCell>
              <TableCell>{formatGap(p.sincePreviousMs)}</TableCell>
              <TableCell align="right">{p.kmh ?? '–'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCoordinates(p)}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
