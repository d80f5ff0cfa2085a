import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { RowActionsMenu } from '../../../components/list-table/components/RowActionsMenu';
import type { RowAction } from '../../../components/list-table/lib/list-types';
import type { Zone } from '../api/types';
import { PREFERENCES_NS } from '../i18n';
import { applicationOf, formatCoordinate } from '../lib/places';

// Long texts wrap anywhere; numbers never.
const TEXT = { overflowWrap: 'anywhere' } as const;
const NUMBER = { whiteSpace: 'nowrap' } as const;

interface Props {
  zone: Zone;
  /** ROOT sees the coordinates. */
  root: boolean;
  /** The place's organisation, when the table shows the column. */
  organization?: string;
  selected: boolean;
  /** Another row is being edited: this one can be neither chosen nor acted on meanwhile. */
  locked: boolean;
  actions: RowAction<Zone>[];
  onClick(zone: Zone): void;
}

// One place as the table shows it; a click shows it on the map.
export function PlaceRow({ zone, root, organization, selected, locked, actions, onClick }: Props) {
  const { t } = useTranslation(PREFERENCES_NS);
  return (
    <TableRow
      hover={!locked}
      selected={selected}
      onClick={() => !locked && onClick(zone)}
      sx={{ cursor: locked ? undefined : 'pointer' }}
      data-testid="place-row"
      data-zone-id={zone.zoneId}
      data-name={zone.zoneName}
      data-selected={selected}
    >
      <TableCell data-testid="place-name" sx={TEXT}>
        {zone.zoneName}
      </TableCell>
      <TableCell data-testid="place-address" sx={TEXT}>
        {zone.address}
      </TableCell>
      <TableCell data-testid="place-radius" sx={NUMBER}>
        {t('places.meters', { value: zone.radiusMs })}
      </TableCell>
      <TableCell data-testid="place-trip-type">{t(`places.tripTypes.${zone.tripType}`)}</TableCell>
      <TableCell data-testid="place-application">{t(`places.applications.${applicationOf(zone)}`)}</TableCell>
      <TableCell data-testid="place-description" sx={TEXT}>
        {zone.description}
      </TableCell>
      {organization !== undefined && (
        <TableCell data-testid="place-organization" sx={TEXT}>
          {organization}
        </TableCell>
      )}
      {root && (
        <>
          <TableCell data-testid="place-latitude" sx={NUMBER}>
            {formatCoordinate(zone.latitude)}
          </TableCell>
          <TableCell data-testid="place-longitude" sx={NUMBER}>
            {formatCoordinate(zone.longitude)}
          </TableCell>
        </>
      )}
      <TableCell align="right" sx={{ py: 0 }}>
        {locked ? (
          <IconButton size="small" disabled>
            <MoreVert fontSize="small" />
          </IconButton>
        ) : (
          <RowActionsMenu row={zone} actions={actions} rowLabel={zone.zoneName} />
        )}
      </TableCell>
    </TableRow>
  );
}
