import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { RowAction } from '../../../components/list-table/lib/list-types';
import type { Zone } from '../api/types';
import { PREFERENCES_NS } from '../i18n';
import { ZONE_PAGE_SIZE, type ZoneDraft } from '../lib/places';
import { PlaceEditRow } from './PlaceEditRow';
import { PlaceRow } from './PlaceRow';

// Widths that leave the edited row room for its inputs.
const COLUMNS = [
  { key: 'name', minWidth: 130 },
  { key: 'address', minWidth: 130 },
  { key: 'radius', minWidth: 160 },
  { key: 'tripType', minWidth: 90 },
  { key: 'application', minWidth: 90 },
  { key: 'description', minWidth: 130 },
] as const;
// Spec 03: the organisation column is hidden in a single-organisation context.
const ORGANIZATION_COLUMN = { key: 'organization', minWidth: 120 } as const;
const ROOT_COLUMNS = [
  { key: 'latitude', minWidth: 80 },
  { key: 'longitude', minWidth: 80 },
] as const;

export interface PlaceEditing {
  zoneId: number;
  draft: ZoneDraft;
}

interface Props {
  zones: readonly Zone[];
  page: number;
  onPage(page: number): void;
  root: boolean;
  /** The organisation's name of a place; undefined: one organisation only, the column is hidden. */
  organizationName?: (organizationId: number) => string;
  selectedId: number | null;
  editing: PlaceEditing | null;
  saving: boolean;
  actions(zone: Zone): RowAction<Zone>[];
  onRowClick(zone: Zone): void;
  onDraftChange(patch: Partial<ZoneDraft>): void;
  onSave(): void;
  onCancel(): void;
}

// The places, ten a page (spec 03 §9), one of them possibly in edit mode.
export function PlacesTable(props: Props) {
  const { zones, page, root, selectedId, editing } = props;
  const { t } = useTranslation(PREFERENCES_NS);
  const { t: tc } = useTranslation();
  const columns = [...COLUMNS, ...(props.organizationName ? [ORGANIZATION_COLUMN] : []), ...(root ? ROOT_COLUMNS : [])];
  const shown = zones.slice(page * ZONE_PAGE_SIZE, (page + 1) * ZONE_PAGE_SIZE);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" data-testid="places-table" data-count={zones.length} data-page={page}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} sx={{ minWidth: c.minWidth }} data-testid={`places-col-${c.key}`}>
                  {t(`places.col.${c.key}`)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ width: 80 }}>
                {tc('common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((zone) =>
              editing?.zoneId === zone.zoneId ? (
                <PlaceEditRow
                  key={zone.zoneId}
                  zoneId={zone.zoneId}
                  draft={editing.draft}
                  root={root}
                  organization={props.organizationName?.(zone.organizationId)}
                  busy={props.saving}
                  onChange={props.onDraftChange}
                  onSave={props.onSave}
                  onCancel={props.onCancel}
                />
              ) : (
                <PlaceRow
                  key={zone.zoneId}
                  zone={zone}
                  root={root}
                  organization={props.organizationName?.(zone.organizationId)}
                  selected={zone.zoneId === selectedId}
                  locked={editing !== null}
                  actions={props.actions(zone)}
                  onClick={props.onRowClick}
                />
              ),
            )}
            {zones.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>
                  <Typography color="text.secondary" variant="body2" data-testid="places-empty">
                    {t('places.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {zones.length > ZONE_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={zones.length}
          page={page}
          rowsPerPage={ZONE_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => props.onPage(next)}
          data-testid="places-pagination"
        />
      )}
    </Paper>
  );
}
