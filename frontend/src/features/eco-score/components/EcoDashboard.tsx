import { Box } from '@mui/material';

import type { VehicleOption } from '../hooks/useEcoVehicles';
import type { EcoPeriod } from '../lib/eco-range';
import { VehicleScoreCard } from './VehicleScoreCard';

interface Props {
  vehicles: VehicleOption[];
  period: EcoPeriod;
  organizationId: number | null;
}

// A card per picked vehicle, side by side where the screen allows.
export function EcoDashboard({ vehicles, period, organizationId }: Props) {
  return (
    <Box
      data-testid="eco-dashboard"
      sx={{
        display: 'grid',
        gap: 2,
        // A card without trips keeps its own height next to a full one.
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {vehicles.map((v) => (
        <VehicleScoreCard key={v.id} vehicleId={v.id} label={v.label} period={period} organizationId={organizationId} />
      ))}
    </Box>
  );
}
