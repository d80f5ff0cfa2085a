import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
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
import { SuperadminEditorBox } from './SuperadminTripEditor';
import { TripPanelButtons } from './TripPanelButtons';
import { TripStatusButton } from './TripStatusButton';
import { TripRoute, TripTimesText, VehicleDriver } from './trip-cells';

interface Props {
  groups: DayGroup<JournalEntry>[];
  actions: TripActions;
}

// Under 768 px: one card per trip, the day headers sticking to the top of the list.
export function TripCards({ groups, actions }: Props) {
  return (
    <Box data-testid="journal-cards">
      {groups.map((group) => (
        <Box key={group.day} component="section">
          <Box
            data-testid={`journal-day-${group.day}`}
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 2,
              bgcolor: 'background.paper',
              px: 1.5,
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <DayHeading day={group.day} />
          </Box>
          <Stack spacing={1} sx={{ p: 1 }}>
            {group.trips.map((entry) => (
              <TripCard key={entry.journal_id} entry={entry} actions={actions} />
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

function TripCard({ entry, actions }: { entry: JournalEntry; actions: TripActions }) {
  const { t, i18n } = useTranslation(JOURNAL_NS);
  const permissions = tripPermissions(actions.viewer, entry);
  const busy = actions.busy.has(entry.journal_id);
  const dim = permissions.rowDisabled ? { opacity: 0.6 } : undefined;
  return (
    <Card
      variant="outlined"
      data-testid={`trip-row-${entry.journal_id}`}
      data-status={entry.status}
      data-disabled={permissions.rowDisabled}
      sx={{ bgcolor: permissions.rowDisabled ? 'action.hover' : undefined }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TripStatusButton
              journalId={entry.journal_id}
              status={entry.status}
              action={permissions.status}
              busy={busy}
              onClick={() => actions.changeStatus(entry)}
            />
            <Box sx={{ flexGrow: 1, ...dim }}>
              <TripTimesText entry={entry} />
            </Box>
            <Typography
              variant="body2"
              sx={{ fontWeight: 500, ...dim }}
              data-testid={`trip-distance-${entry.journal_id}`}
            >
              {formatDistanceKm(entry.trip.odometer_max, i18n.language)}
            </Typography>
          </Stack>
          <Box sx={dim}>
            <TripRoute entry={entry} />
          </Box>
          <TripPanelButtons entry={entry} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', ...dim }}>
            <VehicleDriver entry={entry} />
            <PurposeToggle
              entry={entry}
              permission={permissions.purpose}
              busy={busy}
              onChoose={(next) => actions.choosePurpose(entry, next)}
            />
          </Stack>
          <Box sx={dim}>
            <Typography variant="caption" color="text.secondary">
              {t('columns.description')}
            </Typography>
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
          <SuperadminEditorBox entry={entry} />
          <RootTripButtons entry={entry} />
        </Stack>
      </CardContent>
    </Card>
  );
}
