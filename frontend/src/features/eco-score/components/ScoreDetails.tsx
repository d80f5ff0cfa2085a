import { Alert, Divider, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { EcoScore } from '../api/types';
import { ECO_SCORE_NS } from '../i18n';
import { CategoryScore } from './CategoryScore';
import { Co2Figures } from './Co2Figures';
import { TotalScore } from './TotalScore';

// A vehicle's scores for a period with trips: the total, the three categories with their events, and the CO2.
export function ScoreDetails({ score }: { score: EcoScore }) {
  const { t } = useTranslation(ECO_SCORE_NS);
  const id = score.vehicleId;
  return (
    <Stack spacing={2}>
      {score.total === null && (
        <Alert severity="info" data-testid={`eco-no-distance-${id}`}>
          {t('card.noDistance')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'center' } }}>
        <TotalScore vehicleId={id} score={score.total} />
        <Stack spacing={1.5} sx={{ flex: 1, width: '100%' }}>
          <CategoryScore
            vehicleId={id}
            category="acceleration"
            score={score.acceleration}
            events={score.harshAccelerations}
          />
          <CategoryScore vehicleId={id} category="braking" score={score.breaking} events={score.harshBrakings} />
          <CategoryScore vehicleId={id} category="cornering" score={score.cornering} events={score.sharpCorners} />
        </Stack>
      </Stack>
      <Divider />
      <Co2Figures score={score} />
    </Stack>
  );
}
