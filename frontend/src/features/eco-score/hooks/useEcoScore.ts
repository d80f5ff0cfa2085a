import { useApiQuery, type ApiQuery } from '../../../lib/useApiQuery';
import { ecoScoreApi } from '../api/eco-score-api';
import type { EcoScore } from '../api/types';
import type { EcoPeriod } from '../lib/eco-range';

// One vehicle's eco score for the period, read again whenever the vehicle, period or organisation changes.
export function useEcoScore(vehicleId: number, period: EcoPeriod, organizationId: number | null): ApiQuery<EcoScore> {
  return useApiQuery(`eco-score.${organizationId}.${vehicleId}.${period.fromMs}.${period.toMs}`, () =>
    ecoScoreApi.get(vehicleId, period),
  );
}
