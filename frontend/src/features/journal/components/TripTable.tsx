import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import type { JournalEntry } from '../api/types';
import type { DayGroup } from '../lib/day-groups';
import { formatDistanceKm } from '../lib/trip-display';
import { tripPermissions } from '../lib/trip-permissions';
import type { TripActions } from '../hooks/useTripActions';
import { JOURNAL_NS } from '../i18n';
import { AdminCommentField } from './AdminCommentField';
import { DevFlags } from './DevFlags';
import { DayHeading } from './DayHeading';
import { DescriptionField } from './DescriptionField';
import { PurposeToggle } from './PurposeToggle';
import { RootTripButtons } from './RootTripButtons';
import { SuperadminEditorRow } from './SuperadminTripEditor';
import { TripPanelButtons } from './TripPanelButtons';
import { TripStatusButton } from './TripStatusButton';
import { TripRoute, TripTimesText, VehicleDriver } from './trip-cells';

// The column head is this tall, so the day rows stick right below it.
const HEAD_HEIGHT_PX = 40;
// The description and the admin comment share the last column, so the addresses keep room on a laptop screen.
const COLUMNS = ['status', 'time', 'route', 'vehicleDriver', 'distance', 'purpose', 'notes'] as const;
const WIDTHS: Record<(typeof COLUMNS)[number], number | undefined> = {
  status: 72,
  time: 104,
  route: undefined,
  vehicleDriver: 160,
  distance: 88,
  purpose: 140,
  notes: 250,
};

interface Props {
  groups: DayGroup<JournalEntry>[];
  actions: TripActions;
}

// Desktop: one table, a sticky header row per day (spec 02 §2.1).
export function TripTable({ groups, actions }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  return (
    <Table stickyHeader size="small" data-testid="journal-table" sx={{ tableLayout: 'fixed', minWidth: 1000 }}>
      <colgroup>
        {COLUMNS.map((c) => (
          <col key={c} style={{ width: WIDTHS[c] }} />
        ))}
      </colgroup>
      <TableHead>
        <TableRow sx={{ height: HEAD_HEIGHT_PX }}>
          {COLUMNS.map((c) => (
            <TableCell key={c} sx={{ zIndex: 3 }} align={c === 'distance' ? 'right' : 'left'}>
              {t(`columns.${c}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group) => (
          <Fragment key={group.day}>
            <TableRow data-testid={`journal-day-${group.day}`}>
              <TableCell
                colSpan={COLUMNS.length}
                sx={{ position: 'sticky', top: HEAD_HEIGHT_PX, zIndex: 2, bgcolor: 'background.paper', py: 0.75 }}
              >
                <DayHeading day={group.day} />
              </TableCell>
            </TableRow>
            {group.trips.map((entry) => (
              <Fragment key={entry.journal_id}>
                <TripTableRow entry={entry} actions={actions} />
                <SuperadminEditorRow entry={entry} colSpan={COLUMNS.length} />
              </Fragment>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}

function TripTableRow({ entry, actions }: { entry: JournalEntry; actions: TripActions }) {
  const { i18n } = useTranslation(JOURNAL_NS);
  const permissions = tripPermissions(actions.viewer, entry);
  const busy = actions.busy.has(entry.journal_id);
  // A disabled row is greyed; what stays possible on it (unconfirm, the admin comment) stays usable, so the row
  // itself is not aria-disabled.
  const dim = permissions.rowDisabled ? { opacity: 0.6 } : undefined;
  return (
    <TableRow
      data-testid={`trip-row-${entry.journal_id}`}
      data-status={entry.status}
      data-disabled={permissions.rowDisabled}
      sx={{ verticalAlign: 'top', bgcolor: permissions.rowDisabled ? 'action.hover' : undefined }}
    >
      <TableCell>
        <TripStatusButton
          journalId={entry.journal_id}
          status={entry.status}
          action={permissions.status}
          busy={busy}
          onClick={() => actions.changeStatus(entry)}
        />
      </TableCell>
      <TableCell sx={dim}>
        <TripTimesText entry={entry} />
      </TableCell>
      <TableCell>
        <Box sx={dim}>
          <TripRoute entry={entry} />
        </Box>
        <TripPanelButtons entry={entry} />
      </TableCell>
      <TableCell sx={dim}>
        <VehicleDriver entry={entry} />
      </TableCell>
      <TableCell align="right" sx={dim}>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} data-testid={`trip-distance-${entry.journal_id}`}>
          {formatDistanceKm(entry.trip.odometer_max, i18n.language)}
        </Typography>
      </TableCell>
      <TableCell sx={dim}>
        <PurposeToggle
          entry={entry}
          permission={permissions.purpose}
          busy={busy}
          onChoose={(next) => actions.choosePurpose(entry, next)}
        />
      </TableCell>
      <TableCell>
        <Stack spacing={1}>
          <Box sx={dim}>
            <DescriptionField
              key={entry.trip.description}
              entry={entry}
              permission={permissions.description}
              busy={busy}
              onSave={(text) => actions.saveDescription(entry, text)}
            />
          </Box>
          <DevFlags
            entry={entry}
            dismissible={permissions.dismissFlags}
            busy={busy}
            onDismiss={() => actions.dismissFlags(entry)}
          />
          <AdminCommentField
            entry={entry}
            editable={permissions.adminComment}
            onSave={(text) => actions.saveAdminComment(entry, text)}
          />
          <RootTripButtons entry={entry} />
        </Stack>
      </TableCell>
    </TableRow>
  );
}
