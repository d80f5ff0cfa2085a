import { Alert, Card, CardContent, CardHeader, LinearProgress, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { useApiErrorText } from '../../../lib/api-error-text';
import { useEcoScore } from '../hooks/useEcoScore';
import type { EcoPeriod } from '../lib/eco-range';
import { formatOneDecimal, hasTrips } from '../lib/eco-display';
import { ECO_SCORE_NS } from '../i18n';
import { ScoreDetails } from './ScoreDetails';

interface Props {
  vehicleId: number;
  label: string;
  period: EcoPeriod;
  organizationId: number | null;
}

// One picked vehicle's dashboard card (spec 02 §2.9): its scores for the period, or why there are none.
export function VehicleScoreCard({ vehicleId, label, period, organizationId }: Props) {
  const { t, i18n } = useTranslation(ECO_SCORE_NS);
  const errorText = useApiErrorText();
  const query = useEcoScore(vehicleId, period, organizationId);
  const score = query.data;
  const state = query.loading ? 'loading' : query.error ? 'error' : score && !hasTrips(score) ? 'empty' : 'done';
  return (
    <Card variant="outlined" data-testid={`eco-card-${vehicleId}`} data-state={state} sx={{ position: 'relative' }}>
      {query.loading && score && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <CardHeader
        title={label}
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
        subheader={
          score && !query.error && hasTrips(score) ? (
            <>
              <span data-testid={`eco-trips-${vehicleId}`}>{t('card.trips', { count: score.tripCount })}</span>
              {' · '}
              <span data-testid={`eco-distance-${vehicleId}`}>
                {t('card.distance', { km: formatOneDecimal(score.distanceKm, i18n.language) })}
              </span>
            </>
          ) : undefined
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        {query.error ? (
          <Alert severity="error" data-testid={`eco-error-${vehicleId}`}>
            {t('card.loadFailed')} {errorText(query.error)}
          </Alert>
        ) : !score ? (
          <Skeleton variant="rounded" height={140} />
        ) : !hasTrips(score) ? (
          <Typography color="text.secondary" data-testid={`eco-no-trips-${vehicleId}`}>
            {t('card.noTrips')}
          </Typography>
        ) : (
          <ScoreDetails score={score} />
        )}
      </CardContent>
    </Card>
  );
}
