import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifyError, notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { RowAction } from '../../../components/list-table/lib/list-types';
import { DEFAULT_CENTER } from '../../../components/map/lib/map-defaults';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { zonesApi } from '../api/preferences-api';
import type { Zone, ZoneBody } from '../api/types';
import { usePreferenceUser } from '../hooks/usePreferenceUser';
import { PREFERENCES_NS } from '../i18n';
import {
  clampPage,
  draftChanges,
  draftOf,
  pageOfZone,
  roundCoordinate,
  type ZoneDraft,
  zoneCircles,
} from '../lib/places';
import type { LatLon } from '../lib/places-geometry';
import { PlaceCopyDialog } from './PlaceCopyDialog';
import type { MapFocus } from './PlaceMapControls';
import { PlacesMap } from './PlacesMap';
import { type PlaceEditing, PlacesTable } from './PlacesTable';
import { UserSelect } from './UserSelect';

// The places page (spec 03 "Places (locations) page"): a user's zones in a table and on a map. Adding creates a zone
// with the defaults at the map's centre and edits it; one row is edited at a time, its centre moved on the map. A
// driver's own places; an administrator chooses the user (as on the work schedule page).
export function PlacesPage() {
  const { t } = useTranslation(PREFERENCES_NS);
  const { t: tc } = useTranslation();
  const user = usePreferenceUser();
  const { userId } = user;
  const root = useSessionStore((s) => s.user?.roles.includes('ROOT') ?? false);
  const organizations = useSessionStore((s) => s.organizations);
  // Spec 03: the organisation column shows only where more than one organisation is known.
  const organizationName = useMemo(
    () =>
      organizations.length > 1
        ? (id: number) => organizations.find((o) => o.organizationId === id)?.fullName ?? `#${id}`
        : undefined,
    [organizations],
  );
  const zones = useApiQuery(
    `zones.${userId}`,
    () => zonesApi.list(userId ?? 0).then((list) => ({ userId, list })),
    userId !== null,
  );
  const saved = zones.data?.userId === userId ? zones.data.list : undefined;
  const list = useMemo(() => saved ?? [], [saved]);

  const [editing, setEditing] = useState<PlaceEditing | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [deleting, setDeleting] = useState<Zone | null>(null);
  const [copying, setCopying] = useState<Zone | null>(null);
  const mapCentre = useRef<LatLon>(DEFAULT_CENTER);

  // Another user: nothing of the previous one stays edited or chosen; the map frames the new one's zones once loaded.
  useEffect(() => {
    setEditing(null);
    setSelectedId(null);
    setPage(0);
  }, [userId]);
  const loadedFor = saved ? userId : null;
  useEffect(() => {
    if (loadedFor !== null) setFocus({ zoneId: null, at: Date.now() });
  }, [loadedFor]);

  // The edited or chosen zone's page is shown (a new zone, a circle clicked on the map).
  const shownId = editing?.zoneId ?? selectedId;
  useEffect(() => {
    const zonePage = shownId === null ? null : pageOfZone(list, shownId);
    if (zonePage !== null) setPage(zonePage);
  }, [list, shownId]);

  const focusOn = (zoneId: number) => setFocus({ zoneId, at: Date.now() });
  const startEditing = (zone: Zone) => {
    setEditing({ zoneId: zone.zoneId, draft: draftOf(zone) });
    setSelectedId(zone.zoneId);
    focusOn(zone.zoneId);
  };
  const changeDraft = (patch: Partial<ZoneDraft>) =>
    setEditing((current) => current && { ...current, draft: { ...current.draft, ...patch } });

  const create = useMutation((id: number, body: ZoneBody) => zonesApi.create(id, body), {
    onError: () => notifyError(t('places.createFailed')),
  });
  const save = useMutation((id: number, zoneId: number, body: ZoneBody) => zonesApi.update(id, zoneId, body), {
    onSuccess: () => {
      notifySuccess(t('places.savedOk'));
      setEditing(null);
      void zones.reload();
    },
  });
  const remove = useMutation((id: number, zoneId: number) => zonesApi.remove(id, zoneId), {
    onSuccess: (_, _id, zoneId) => {
      notifySuccess(t('places.deletedOk'));
      setSelectedId((current) => (current === zoneId ? null : current));
      void zones.reload();
    },
  });

  const add = async () => {
    if (userId === null) return;
    const centre = mapCentre.current;
    const created = await create.run(userId, {
      zoneName: t('places.defaultName'),
      latitude: roundCoordinate(centre.lat),
      longitude: roundCoordinate(centre.lon),
    });
    if (!created) return;
    await zones.reload();
    startEditing(created);
  };

  const saveEditing = () => {
    const stored = editing && list.find((z) => z.zoneId === editing.zoneId);
    if (!editing || !stored) {
      setEditing(null);
      return;
    }
    const body = draftChanges(stored, editing.draft);
    if (Object.keys(body).length === 0) setEditing(null);
    else void save.run(stored.userId, stored.zoneId, body);
  };

  const actions = (zone: Zone): RowAction<Zone>[] => [
    { key: 'edit', label: tc('common.edit'), icon: <Edit fontSize="small" />, onClick: startEditing },
    {
      key: 'copy',
      label: t('places.copy'),
      icon: <ContentCopy fontSize="small" />,
      onClick: setCopying,
      hidden: !root,
    },
    {
      key: 'delete',
      label: tc('common.delete'),
      icon: <DeleteOutline fontSize="small" />,
      onClick: () => setDeleting(zone),
      color: 'error',
    },
  ];

  const circles = useMemo(() => zoneCircles(list, editing), [list, editing]);
  const busy = zones.loading || create.busy || save.busy || remove.busy;

  return (
    <Box
      data-testid="places-page"
      data-state={busy ? 'loading' : zones.error ? 'error' : 'done'}
      data-user={userId ?? ''}
      data-editing={editing?.zoneId ?? ''}
    >
      <Typography variant="h5" sx={{ mb: 1 }}>
        {t('places.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {t('places.intro')}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <UserSelect user={user} testId="places-user" />
          <Button
            variant="contained"
            startIcon={<Add />}
            disabled={!saved || editing !== null || create.busy}
            onClick={() => void add()}
            data-testid="place-add"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {t('places.add')}
          </Button>
        </Stack>
        <PlacesMap
          circles={circles}
          selectedId={selectedId}
          focus={focus}
          editing={editing !== null}
          onZoneClick={setSelectedId}
          onPick={({ lat, lon }) => changeDraft({ latitude: lat, longitude: lon })}
          onCentre={(centre) => {
            mapCentre.current = centre;
          }}
        />
        <Box sx={{ height: 4 }}>{zones.loading && <LinearProgress />}</Box>
        {!zones.loading && zones.error !== undefined && <Alert severity="error">{t('loadFailed')}</Alert>}
        {saved && (
          <PlacesTable
            zones={list}
            page={clampPage(page, list.length)}
            onPage={setPage}
            root={root}
            organizationName={organizationName}
            selectedId={selectedId}
            editing={editing}
            saving={save.busy}
            actions={actions}
            onRowClick={(zone) => {
              setSelectedId(zone.zoneId);
              focusOn(zone.zoneId);
            }}
            onDraftChange={changeDraft}
            onSave={saveEditing}
            onCancel={() => setEditing(null)}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        text={t('places.deleteConfirm', { name: deleting?.zoneName ?? '' })}
        confirmLabel={tc('common.delete')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          setDeleting(null);
          if (deleting) void remove.run(deleting.userId, deleting.zoneId);
        }}
      />
      {copying && <PlaceCopyDialog zone={copying} onClose={() => setCopying(null)} />}
    </Box>
  );
}
