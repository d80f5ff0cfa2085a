import DoneAll from '@mui/icons-material/DoneAll';
import LockOpen from '@mui/icons-material/LockOpen';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import RestartAlt from '@mui/icons-material/RestartAlt';
import {
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDistanceKm } from '../../journal/lib/trip-display';
import type { AttestMonth } from '../api/types';
import { monthActions, type MonthAction, type Reviewer } from '../lib/month-status';
import { monthVehicleLabel, type OrganizationGroup } from '../lib/payroll-rows';
import { ATTESTATION_NS } from '../i18n';
import { MonthStatusChip } from './MonthStatusChip';

const COLUMNS = ['driver', 'vehicle', 'trips', 'business', 'private', 'status', 'actions'] as const;
const NUMERIC = new Set<string>(['trips', 'business', 'private']);

const ICONS: Record<MonthAction, ReactNode> = {
  remind: <NotificationsActive fontSize="small" />,
  review: <DoneAll fontSize="small" />,
  unlock: <LockOpen fontSize="small" />,
  reset: <RestartAlt fontSize="small" />,
};

/** The row's test id part: a driver's month in a vehicle. */
export const rowKey = (row: Pick<AttestMonth, 'personId' | 'vehicleId'>) => `${row.personId}-${row.vehicleId}`;

interface Props {
  group: OrganizationGroup;
  reviewer: Reviewer;
  onAction(action: MonthAction, row: AttestMonth): void;
}

// One organisation's drivers and vehicles of the month (spec 02 §2.8, §3 "Driver monthly report row"), with the
// actions of spec 02 §4 the reviewer may take on each.
export function PayrollTable({ group, reviewer, onAction }: Props) {
  const { t, i18n } = useTranslation(ATTESTATION_NS);
  const km = (metres: number) => formatDistanceKm(metres, i18n.language);
  return (
    <Paper variant="outlined" data-testid={`payroll-org-${group.organizationId}`}>
      <Typography variant="h6" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {group.name ?? t('payroll.unknownOrganization', { id: group.organizationId })}
      </Typography>
      <TableContainer>
        <Table size="small" sx={{ minWidth: 900 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} align={NUMERIC.has(c) ? 'right' : 'left'}>
                  {t(`payroll.columns.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {group.rows.map((row) => (
              <TableRow key={rowKey(row)} data-testid={`payroll-row-${rowKey(row)}`} hover>
                <TableCell>{row.driverName}</TableCell>
                <TableCell>{monthVehicleLabel(row) || `#${row.vehicleId}`}</TableCell>
                <TableCell align="right">{row.tripCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid={`payroll-business-${rowKey(row)}`}>
                  {km(row.tripDistanceBusinessM)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid={`payroll-private-${rowKey(row)}`}>
                  {km(row.tripDistancePrivateM)}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <MonthStatusChip month={row} testId={`payroll-status-${rowKey(row)}`} />
                    {row.flaggedCount > 0 && (
                      <Typography variant="caption" color="warning.main">
                        {t('payroll.flagged', { count: row.flaggedCount })}
                      </Typography>
                    )}
                  </Stack>
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {monthActions(row, reviewer).map((action) => (
                      <Button
                        key={action}
                        size="small"
                        startIcon={ICONS[action]}
                        color={action === 'reset' ? 'error' : 'primary'}
                        onClick={() => onAction(action, row)}
                        data-testid={`payroll-${action}-${rowKey(row)}`}
                      >
                        {t(`payroll.action.${action}`)}
                      </Button>
                    ))}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
