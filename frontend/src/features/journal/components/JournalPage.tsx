import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSessionStore } from '../../../app/session/store/session-store';
import { AttestMenuButton } from '../../attestation/components/AttestMenuButton';
import { attestTarget } from '../../attestation/lib/attest-check';
import { JournalExportMenu } from '../../reports/components/PageExportMenus';
import type { Scope } from '../api/journal-api';
import type { JournalQuery } from '../api/types';
import { useJournalOptions } from '../hooks/useJournalOptions';
import { useJournalSearch } from '../hooks/useJournalSearch';
import { RootTripToolsContext, useRootTripToolsState } from '../hooks/useRootTripTools';
import { useTripActions } from '../hooks/useTripActions';
import { TripPanelsContext, useTripPanelsState } from '../hooks/useTripPanels';
import { initialFilters, type TripFilters } from '../lib/initial-filters';
import { defaultDateSelection, timeRangeOf, type DateSelection } from '../lib/search-range';
import { formatDistanceKm, totalDistanceM } from '../lib/trip-display';
import { isFlagged, tripPermissions, viewerOf } from '../lib/trip-permissions';
import { JOURNAL_NS } from '../i18n';
import { FlaggedBanner } from './FlaggedBanner';
import { JournalFilters } from './JournalFilters';
import { RootJournalButtons } from './RootJournalButtons';
import { RootTripModals } from './RootTripModals';
import { TripList } from './TripList';
import { TripPanelsHost } from './TripPanelsHost';

// The trips page (spec 02 §2.1): filters, then the trips of the search grouped by day, with the driver's and the
// administrators' changes of PUT /api/journal/{id}.
export function JournalPage() {
  const { t, i18n } = useTranslation(JOURNAL_NS);
  const user = useSessionStore((s) => s.user);
  const organizations = useSessionStore((s) => s.organizations);
  const selectedOrganizationId = useSessionStore((s) => s.selectedOrganizationId);
  const showArchived = useSessionStore((s) => s.showArchived);
  const [params] = useSearchParams();

  const [pickedOrganization, setPickedOrganization] = useState<number | null>(null);
  const organizationId = pickedOrganization ?? selectedOrganizationId;
  const scope = useMemo(() => (organizationId ? { organizationId } : undefined), [organizationId]);
  const options = useJournalOptions(organizationId, showArchived);

  // The user's choice holds for the organisation and link it was made for; otherwise the defaults of §2.1.
  const filtersKey = `${organizationId}?${params.toString()}`;
  const [picked, setPicked] = useState<{ key: string; filters: TripFilters } | null>(null);
  const defaults = useMemo(
    () =>
      options.loaded
        ? initialFilters(
            params,
            options.vehicles.map((v) => v.id),
            options.drivers.map((d) => d.id),
            user,
          )
        : { vehicleIds: [], driverIds: [] },
    [options, params, user],
  );
  const filters = picked?.key === filtersKey ? picked.filters : defaults;
  const [dates, setDates] = useState<DateSelection>(() => defaultDateSelection(Date.now()));
  const range = timeRangeOf(dates);

  const journal = useJournalSearch();
  const [searchCount, setSearchCount] = useState(0);
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const viewer = useMemo(() => viewerOf(user ?? { userId: 0, roles: [] }), [user]);
  const actions = useTripActions(viewer, scope, journal.replace);
  // The superadmin's tools (spec 02 §6); the rows show them only when provided.
  const rootTools = useRootTripToolsState(scope, journal.replace, journal.remove);
  // The route and speed-log side panels (spec 02 §2.2, §2.3).
  const panels = useTripPanelsState(scope, user?.userId);

  // The last search, read again after an attestation so that its trips show locked.
  const [lastSearch, setLastSearch] = useState<{ query: JournalQuery; scope?: Scope } | null>(null);
  const search = () => {
    if (!range) return;
    setSearchCount((n) => n + 1);
    setOnlyFlagged(false);
    const query = { ...range, vehicleIds: filters.vehicleIds, driverIds: filters.driverIds };
    setLastSearch({ query, scope });
    void journal.search(query, scope);
  };
  const attest = attestTarget(filters, user?.userId ?? 0);
  const attestVehicle = 'vehicleId' in attest ? options.vehicles.find((v) => v.id === attest.vehicleId) : undefined;

  const flaggedCount = journal.entries.filter((e) => e.status === 'BAD').length;
  const listed = flaggedCount > 0 && onlyFlagged ? journal.entries.filter((e) => isFlagged(e.status)) : journal.entries;
  const pending = actions.pendingPrivate;
  const pendingOther = pending !== null && tripPermissions(viewer, pending).privateNeedsConfirmation;

  return (
    <Box data-testid="journal-page" data-state={journal.state} data-searches={searchCount}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5">{t('title')}</Typography>
        <Stack direction="row" spacing={1}>
          {viewer.superadmin && (
            <RootJournalButtons
              organizationId={organizationId}
              vehicleId={filters.vehicleIds.length === 1 ? filters.vehicleIds[0] : null}
              onChanged={search}
            />
          )}
          <JournalExportMenu period={range} {...filters} organizationId={organizationId} />
          <AttestMenuButton
            target={options.loaded ? attest : { reason: 'CHOOSE_ONE_VEHICLE' }}
            vehicleLabel={attestVehicle?.label ?? ''}
            scope={scope}
            onAttested={() => lastSearch && void journal.search(lastSearch.query, lastSearch.scope)}
          />
        </Stack>
      </Stack>
      <Stack spacing={2}>
        <JournalFilters
          organizations={organizations}
          organizationId={organizationId}
          onOrganization={(id) => {
            setPickedOrganization(id);
            setPicked(null);
          }}
          options={options}
          filters={filters}
          onFilters={(next) => setPicked({ key: filtersKey, filters: next })}
          dates={dates}
          onDates={setDates}
          canSearch={options.loaded && range !== null}
          searching={journal.state === 'loading'}
          onSearch={search}
        />
        {journal.state === 'loading' && <LinearProgress data-testid="journal-loading" />}
        {journal.state === 'idle' && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary" data-testid="journal-prompt">
              {t('prompt')}
            </Typography>
          </Paper>
        )}
        {journal.state === 'error' && <Alert severity="error">{t('loadFailed')}</Alert>}
        {journal.state === 'done' && journal.entries.length === 0 && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary" data-testid="journal-no-trips">
              {t('noTrips')}
            </Typography>
          </Paper>
        )}
        {journal.state === 'done' && journal.entries.length > 0 && (
          <>
            {flaggedCount > 0 && (
              <FlaggedBanner count={flaggedCount} onlyFlagged={onlyFlagged} onOnlyFlagged={setOnlyFlagged} />
            )}
            <Typography variant="body2" color="text.secondary" data-testid="journal-summary">
              {t('summary', {
                count: listed.length,
                km: formatDistanceKm(totalDistanceM(listed), i18n.language),
              })}
            </Typography>
            <RootTripToolsContext.Provider value={viewer.superadmin ? rootTools : null}>
              <TripPanelsContext.Provider value={panels}>
                <TripList
                  key={`${searchCount}.${flaggedCount > 0 && onlyFlagged}`}
                  entries={listed}
                  actions={actions}
                />
              </TripPanelsContext.Provider>
            </RootTripToolsContext.Provider>
          </>
        )}
      </Stack>
      {viewer.superadmin && <RootTripModals tools={rootTools} />}
      <ConfirmDialog
        open={pending !== null}
        text={
          !pendingOther
            ? t('privateConfirm.own')
            : pending?.driver?.displayName
              ? t('privateConfirm.other', { driver: pending.driver.displayName })
              : t('privateConfirm.otherNoDriver')
        }
        confirmLabel={t('privateConfirm.ok')}
        onConfirm={actions.confirmPrivate}
        onCancel={actions.cancelPrivate}
      />
      <TripPanelsHost panels={panels} entries={journal.entries} onChange={journal.replace} />
    </Box>
  );
}
