import { Box, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../../app/session/store/session-store';
import { EcoScoreExportMenu } from '../../reports/components/PageExportMenus';
import { useEcoVehicles } from '../hooks/useEcoVehicles';
import { defaultEcoRange, ecoPeriodOf, type EcoRange } from '../lib/eco-range';
import { ECO_SCORE_NS } from '../i18n';
import { EcoDashboard } from './EcoDashboard';
import { PeriodFields } from './PeriodFields';
import { VehiclePicker } from './VehiclePicker';

// The eco score page (spec 02 §2.9): a period (the last 7 days by default), the vehicles to compare and a card per
// vehicle with its scores, and the e-mail export of the reports feature.
export function EcoScorePage() {
  const { t } = useTranslation(ECO_SCORE_NS);
  const organizationId = useSessionStore((s) => s.selectedOrganizationId);
  const showArchived = useSessionStore((s) => s.showArchived);
  const vehicles = useEcoVehicles(organizationId, showArchived);
  // The picked vehicles belong to the organisation they were picked in.
  const [picked, setPicked] = useState<{ organizationId: number | null; ids: number[] }>({ organizationId, ids: [] });
  const pickedIds = picked.organizationId === organizationId ? picked.ids : [];
  const [range, setRange] = useState<EcoRange>(() => defaultEcoRange(Date.now()));
  const period = ecoPeriodOf(range);
  const shown = pickedIds.flatMap((id) => vehicles.options.filter((o) => o.id === id));

  const hint =
    !vehicles.loading && vehicles.options.length === 0
      ? t('noVehicles')
      : shown.length === 0
        ? t('pickVehicles')
        : !period
          ? t('badRange')
          : null;
  return (
    <Box data-testid="eco-score-page">
      <Typography variant="h5" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
          data-testid="eco-filters"
        >
          <VehiclePicker
            options={vehicles.options}
            loading={vehicles.loading}
            value={pickedIds}
            onChange={(ids) => setPicked({ organizationId, ids })}
          />
          <PeriodFields value={range} onChange={setRange} />
          <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />
          <EcoScoreExportMenu vehicleIds={pickedIds} period={period} organizationId={organizationId} />
        </Stack>
        {period && hint === null ? (
          <EcoDashboard vehicles={shown} period={period} organizationId={organizationId} />
        ) : (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary" data-testid="eco-hint">
              {hint}
            </Typography>
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
