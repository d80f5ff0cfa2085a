import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type FormEvent, type MouseEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { useSessionStore } from '../../../app/session/store/session-store';
import { MapView } from '../../../components/map/components/MapView';
import { BaseMapLayers } from '../../map/basemap/BaseMapLayers';
import { FitToCoordinates } from '../../journal/components/TripMapLayers';
import {
  type TollCheckPath,
  tollAnalyserApi,
  type TollPathInfo,
  type TollStation,
  type TollStationReference,
} from '../api/toll-analyser-api';
import { type AnalyserDisplay, DISPLAY_TOGGLES, loadDisplay, saveDisplay } from '../lib/analyser-display';
import { listedStations, type NudgeDirection, nudgeBody, payStationColour } from '../lib/nudge';
import { TOLL_ANALYSER_NS } from '../i18n';
import { type LonLat, type MapStation, PathLayer, PointsLayer, StationsLayer } from './AnalyserMapLayers';

/** Original points this close to a checked station are the "selected coordinates". */
const SELECTED_RADIUS_M = 150;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const lonLat = (point: { latitude: number; longitude: number }): LonLat => [point.longitude, point.latitude];

function metresBetween(a: LonLat, b: LonLat): number {
  const latitude = ((a[1] + b[1]) / 2) * (Math.PI / 180);
  return Math.hypot((b[0] - a[0]) * 111_320 * Math.cos(latitude), (b[1] - a[1]) * 110_574);
}

type Fetch<T> = { state: 'fetching' } | { state: 'done'; data: T } | { state: 'error'; message: string };

/** The stations and their references (spec 03 §2 reload-meta re-fetches both). */
function useStations() {
  const [fetch, setFetch] = useState<Fetch<{ stations: TollStation[]; references: TollStationReference[] }>>({
    state: 'fetching',
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([tollAnalyserApi.stations(), tollAnalyserApi.references()])
      .then(([stations, references]) => live && setFetch({ state: 'done', data: { stations, references } }))
      .catch((error: unknown) => live && setFetch({ state: 'error', message: messageOf(error) }));
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => {
    setFetch({ state: 'fetching' });
    setRound((n) => n + 1);
  }, []);
  const replace = useCallback((station: TollStation) => {
    setFetch((current) =>
      current.state === 'done'
        ? {
            state: 'done',
            data: {
              ...current.data,
              stations: current.data.stations.map((s) => (s.cp_id === station.cp_id ? station : s)),
            },
          }
        : current,
    );
  }, []);
  return { fetch, reload, replace };
}

/** A trip's path and check (nothing while no trip id is in the path). */
function useTrip(tripId: number | null) {
  const [info, setInfo] = useState<Fetch<TollPathInfo> | null>(null);
  const [check, setCheck] = useState<Fetch<TollCheckPath> | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (tripId === null) {
      setInfo(null);
      setCheck(null);
      return undefined;
    }
    let live = true;
    setInfo({ state: 'fetching' });
    tollAnalyserApi
      .pathInfo(tripId)
      .then((data) => live && setInfo({ state: 'done', data }))
      .catch((error: unknown) => live && setInfo({ state: 'error', message: messageOf(error) }));
    return () => {
      live = false;
    };
  }, [tripId]);
  useEffect(() => {
    if (tripId === null) return undefined;
    let live = true;
    setCheck({ state: 'fetching' });
    tollAnalyserApi
      .checkPath(tripId)
      .then((data) => live && setCheck({ state: 'done', data }))
      .catch((error: unknown) => live && setCheck({ state: 'error', message: messageOf(error) }));
    return () => {
      live = false;
    };
  }, [tripId, round]);
  const recheck = useCallback(() => setRound((n) => n + 1), []);
  return { info, check, recheck };
}

/** Gantries closer than this have their labels on opposite sides of their dots. */
const TWIN_LABEL_M = 40;
const STOCKHOLM_TARIFFS = ['stockholm-inner', 'stockholm-essingeleden'] as const;

// Spec 03 §2 "Toll-station analyser" (superadmin): the stations with nudge buttons and a map; a trip's path and its
// detection checked station by station; a refresh that resets the trip's tolls. Display choices persist locally.
export function TollAnalyserPage() {
  const { t } = useTranslation(TOLL_ANALYSER_NS);
  const navigate = useNavigate();
  const params = useParams<{ tripId?: string }>();
  const tripId = params.tripId && /^[1-9]\d{0,15}$/.test(params.tripId) ? Number(params.tripId) : null;
  const dark = useSessionStore((s) => s.user?.mapType !== 'LIGHT');
  const [display, setDisplay] = useState<AnalyserDisplay>(loadDisplay);
  const [tripText, setTripText] = useState(tripId === null ? '' : String(tripId));
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { fetch: stationsFetch, reload, replace } = useStations();
  const { info, check, recheck } = useTrip(tripId);

  useEffect(() => saveDisplay(display), [display]);

  const stations = useMemo(() => (stationsFetch.state === 'done' ? stationsFetch.data.stations : []), [stationsFetch]);
  const references = useMemo(
    () =>
      new Map(
        (stationsFetch.state === 'done' ? stationsFetch.data.references : []).map((reference) => [
          reference.cp_id,
          reference,
        ]),
      ),
    [stationsFetch],
  );
  const checkedRows = useMemo(() => (check?.state === 'done' ? check.data.passages : []), [check]);
  const checkedIds = useMemo(() => new Set(checkedRows.map((row) => row.cp_id)), [checkedRows]);

  const originalPath = useMemo(() => (info?.state === 'done' ? info.data.original_path.map(lonLat) : []), [info]);
  const smoothedPath = useMemo(() => (info?.state === 'done' ? info.data.resampled_path.map(lonLat) : []), [info]);

  const mapStations = useMemo<MapStation[]>(() => {
    if (!display.toggles.stations) return [];
    const shown =
      tripId !== null && !display.toggles.allStations
        ? stations.filter((station) => checkedIds.has(station.cp_id))
        : stations;
    return shown.map((station, index) => ({
      cpId: station.cp_id,
      label: station.cp_id,
      at: station.geometry.coordinates,
      colour: payStationColour(station.number),
      line: station.line.map((end): LonLat => [end[0], end[1]]),
      // A twin gantry (a station's other carriageway, metres away) has its label below the dot, not over the first's.
      labelBelow: shown
        .slice(0, index)
        .some((other) => metresBetween(other.geometry.coordinates, station.geometry.coordinates) < TWIN_LABEL_M),
    }));
  }, [display.toggles.stations, display.toggles.allStations, stations, checkedIds, tripId]);

  const selectedPoints = useMemo(() => {
    const near = stations.filter((station) => checkedIds.has(station.cp_id)).map((s) => s.geometry.coordinates);
    return originalPath
      .filter((point) => near.some((station) => metresBetween(point, station) <= SELECTED_RADIUS_M))
      .map((point) => ({ at: point, colour: '#ffeb3b' }));
  }, [stations, checkedIds, originalPath]);

  const crossings = useMemo(
    () =>
      checkedRows.map((row) => ({
        at: [row.intersection.longitude, row.intersection.latitude] as LonLat,
        colour: row.hit ? '#00e676' : '#ff1744',
      })),
    [checkedRows],
  );

  const framed = useMemo<LonLat[]>(
    () => (originalPath.length > 0 ? originalPath : stations.map((station) => station.geometry.coordinates)),
    [originalPath, stations],
  );

  const toggle = (key: (typeof DISPLAY_TOGGLES)[number]) =>
    setDisplay((current) => ({ ...current, toggles: { ...current.toggles, [key]: !current.toggles[key] } }));

  const nudge = async (station: TollStation, direction: NudgeDirection | 'clear', event: MouseEvent) => {
    setNotice(null);
    try {
      const body = direction === 'clear' ? { clear: true as const } : nudgeBody(station, direction, event);
      replace(await tollAnalyserApi.override(station.cp_id, body));
      if (tripId !== null) recheck();
    } catch (error) {
      setNotice({ severity: 'error', text: t('failed', { message: messageOf(error) }) });
    }
  };

  // The tariff class of a Stockholm control point (the data's Essingeleden classes are uncertain).
  const setTariff = async (station: TollStation, tariff: string) => {
    setNotice(null);
    try {
      replace(await tollAnalyserApi.override(station.cp_id, { tariff: tariff as (typeof STOCKHOLM_TARIFFS)[number] }));
      if (tripId !== null) recheck();
    } catch (error) {
      setNotice({ severity: 'error', text: t('failed', { message: messageOf(error) }) });
    }
  };

  const showTrip = (event: FormEvent) => {
    event.preventDefault();
    const text = tripText.trim();
    if (/^[1-9]\d{0,15}$/.test(text)) void navigate(`/app/triptax-analyzer/${text}`);
  };

  const refresh = async () => {
    if (tripId === null) return;
    setBusy(true);
    setNotice(null);
    try {
      await tollAnalyserApi.resetToll(tripId);
      setNotice({ severity: 'success', text: t('trip.resetDone') });
    } catch (error) {
      setNotice({ severity: 'error', text: t('failed', { message: messageOf(error) }) });
    } finally {
      setBusy(false);
      recheck();
    }
  };

  const listed = listedStations(stations, display.debug);
  const time = (iso: string) => new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' });

  return (
    <Box sx={{ p: 2 }} data-testid="toll-analyser">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        <Button variant="outlined" onClick={reload} data-testid="reload-meta">
          {t('reloadMeta')}
        </Button>
        <Box component="form" onSubmit={showTrip} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            label={t('trip.id')}
            value={tripText}
            onChange={(event) => setTripText(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'trip-id' } }}
          />
          <Button type="submit" variant="contained" data-testid="show-trip">
            {t('trip.show')}
          </Button>
        </Box>
        {tripId !== null && (
          <Button
            variant="outlined"
            color="warning"
            onClick={() => void refresh()}
            disabled={busy}
            data-testid="refresh"
          >
            {t('trip.refresh')}
          </Button>
        )}
      </Stack>

      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)} data-testid="analyser-notice">
          {notice.text}
        </Alert>
      )}
      {stationsFetch.state === 'error' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('failed', { message: stationsFetch.message })}
        </Alert>
      )}

      <FormGroup row sx={{ mb: 1 }}>
        {DISPLAY_TOGGLES.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Checkbox
                checked={display.toggles[key]}
                onChange={() => toggle(key)}
                slotProps={{ input: { 'data-testid': `toggle-${key}` } as object }}
              />
            }
            label={t(`toggle.${key}`)}
          />
        ))}
        <FormControlLabel
          control={
            <Checkbox
              checked={display.debug}
              onChange={() => setDisplay((current) => ({ ...current, debug: !current.debug }))}
            />
          }
          label={t('debug')}
        />
      </FormGroup>

      <Box sx={{ position: 'relative', mb: 2 }}>
        <MapView height="55vh">
          <BaseMapLayers dark={dark} />
          {display.toggles.originalPath && (
            <PathLayer path={originalPath} colour="#42a5f5" dots={display.toggles.coordinates} />
          )}
          {!display.toggles.originalPath && display.toggles.coordinates && (
            <PointsLayer points={originalPath.map((point) => ({ at: point, colour: '#42a5f5' }))} radius={3} />
          )}
          {display.toggles.smoothedPath && <PathLayer path={smoothedPath} colour="#ff9800" width={2} dots zIndex={2} />}
          {display.toggles.selectedCoordinates && <PointsLayer points={selectedPoints} zIndex={4} />}
          <StationsLayer stations={mapStations} />
          {display.toggles.stations && <PointsLayer points={crossings} zIndex={5} radius={4} />}
          <FitToCoordinates coordinates={framed} />
        </MapView>
        {(stationsFetch.state === 'fetching' || info?.state === 'fetching' || check?.state === 'fetching') && (
          <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
        )}
      </Box>

      {tripId !== null && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="check-path">
          <Typography variant="h6">{t('trip.checked', { id: tripId })}</Typography>
          {info?.state === 'done' && info.data.thinned && <Alert severity="info">{t('trip.thinned')}</Alert>}
          {info?.state === 'error' && <Alert severity="error">{t('failed', { message: info.message })}</Alert>}
          {check?.state === 'error' && <Alert severity="error">{t('failed', { message: check.message })}</Alert>}
          {check?.state === 'done' && (
            <>
              <Typography sx={{ my: 1 }} data-testid="check-totals">
                {t('trip.totals', {
                  congestion: check.data.prices.congestion_tax_sek,
                  infra: check.data.prices.infra_tax_sek,
                })}
              </Typography>
              {checkedRows.length === 0 ? (
                <Typography color="text.secondary">{t('trip.none')}</Typography>
              ) : (
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('column.cpId')}</TableCell>
                      <TableCell>{t('column.name')}</TableCell>
                      <TableCell>{t('column.hit')}</TableCell>
                      <TableCell>{t('column.time')}</TableCell>
                      <TableCell align="right">{t('column.offset')}</TableCell>
                      <TableCell>{t('column.reason')}</TableCell>
                      <TableCell align="right">{t('column.amount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {checkedRows.map((row) => (
                      <TableRow
                        key={`${row.cp_id}-${row.isotime}`}
                        data-testid="checked-passage"
                        data-cp-id={row.cp_id}
                        data-hit={String(row.hit)}
                      >
                        <TableCell>{row.cp_id}</TableCell>
                        <TableCell>{row.station_name}</TableCell>
                        <TableCell sx={{ color: row.hit ? 'success.main' : 'error.main' }}>
                          {row.hit ? t('yes') : t('no')}
                        </TableCell>
                        <TableCell>{time(row.isotime)}</TableCell>
                        <TableCell align="right">{row.offset_m.toFixed(1)} m</TableCell>
                        <TableCell>{row.reason}</TableCell>
                        <TableCell align="right">{row.amount_sek}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </>
          )}
        </Paper>
      )}

      <Typography variant="h6">
        {t('stations')}{' '}
        <Typography component="span" color="text.secondary">
          ({t('stationCount', { count: listed.length })} · {t('nudge.hint')})
        </Typography>
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader data-testid="station-list">
          <TableHead>
            <TableRow>
              <TableCell>{t('column.number')}</TableCell>
              <TableCell>{t('column.cpId')}</TableCell>
              <TableCell>{t('column.name')}</TableCell>
              <TableCell>{t('column.nudge')}</TableCell>
              <TableCell align="right">{t('column.east')}</TableCell>
              <TableCell align="right">{t('column.north')}</TableCell>
              <TableCell align="right">{t('column.angle')}</TableCell>
              <TableCell>{t('column.reference')}</TableCell>
              <TableCell>{t('column.tariff')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {listed.map((station) => (
              <TableRow key={station.cp_id} data-testid="station-row" data-cp-id={station.cp_id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-block',
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      mr: 1,
                      bgcolor: payStationColour(station.number),
                    }}
                  />
                  {station.number}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {station.cp_id}
                  {station.overridden && (
                    <Typography component="span" variant="caption" color="warning.main" sx={{ ml: 1 }}>
                      {t('overridden')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ maxWidth: 220 }}>{station.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {(['west', 'east', 'north', 'south'] as const).map((direction) => (
                    <Tooltip key={direction} title={t(`nudge.${direction}`)}>
                      <Button
                        size="small"
                        sx={{ minWidth: 32, px: 0.5 }}
                        onClick={(event) => void nudge(station, direction, event)}
                        aria-label={`${t(`nudge.${direction}`)} ${station.cp_id}`}
                        data-testid={`nudge-${direction}`}
                      >
                        {t(`nudge.${direction}`).slice(0, 1)}
                      </Button>
                    </Tooltip>
                  ))}
                  <Tooltip title={t('nudge.anticlockwise')}>
                    <IconButton
                      size="small"
                      onClick={(event) => void nudge(station, 'anticlockwise', event)}
                      aria-label={`${t('nudge.anticlockwise')} ${station.cp_id}`}
                    >
                      <RotateLeftIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('nudge.clockwise')}>
                    <IconButton
                      size="small"
                      onClick={(event) => void nudge(station, 'clockwise', event)}
                      aria-label={`${t('nudge.clockwise')} ${station.cp_id}`}
                    >
                      <RotateRightIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {station.overridden && (
                    <Button size="small" color="warning" onClick={(event) => void nudge(station, 'clear', event)}>
                      {t('nudge.clear')}
                    </Button>
                  )}
                </TableCell>
                <TableCell align="right" data-testid="station-east">
                  {station.sweref99tm_e.toFixed(2)}
                </TableCell>
                <TableCell align="right" data-testid="station-north">
                  {station.sweref99tm_n.toFixed(2)}
                </TableCell>
                <TableCell align="right">
                  {station.direction_deg === null ? '–' : `${station.direction_deg.toFixed(1)}°`}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {references.get(station.cp_id)?.reference_back || '–'}
                </TableCell>
                <TableCell>
                  {station.city === 'stockholm' ? (
                    <select
                      value={station.tariff}
                      aria-label={`${t('column.tariff')} ${station.cp_id}`}
                      data-testid="station-tariff"
                      onChange={(event) => void setTariff(station, event.target.value)}
                    >
                      {STOCKHOLM_TARIFFS.map((tariff) => (
                        <option key={tariff} value={tariff}>
                          {tariff}
                        </option>
                      ))}
                    </select>
                  ) : (
                    station.tariff
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
