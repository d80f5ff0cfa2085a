import { api } from '../../../api/client';
import type { EcoPeriod } from '../lib/eco-range';
import type { EcoScore } from './types';

export const ecoScoreApi = {
  // One vehicle's score over the trips starting in [fromMs, toMs) (spec 02 §7 "Eco score"): an administrator's all,
  // a driver's own. Each vehicle's card shows its own failure, so the client raises no toast.
  get: (vehicleId: number, period: EcoPeriod) =>
    api.get<EcoScore>(`/api/vehicles/${vehicleId}/ecoscore`, {
      query: { fromMs: period.fromMs, toMs: period.toMs },
      notify: false,
    }),
};
