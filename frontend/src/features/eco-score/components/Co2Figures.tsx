import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { statusColorHex } from '../../../lib/display/display-rules';
import type { EcoScore } from '../api/types';
import { co2Band } from '../lib/eco-bands';
import { formatFigure, formatOneDecimal } from '../lib/eco-display';
import { ECO_SCORE_NS } from '../i18n';

interface Props {
  score: Pick<EcoScore, 'vehicleId' | 'vehicleCo2GKm' | 'totalCo2Kg'>;
}

// The vehicle's CO2 per km in its colour of the first scale (spec 02 §9) and the CO2 its distance emitted.
export function Co2Figures({ score }: Props) {
  const { t, i18n } = useTranslation(ECO_SCORE_NS);
  const { vehicleId, vehicleCo2GKm, totalCo2Kg } = score;
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Figure label={t('co2.vehicle')}>
        <Typography
          variant="subtitle1"
          sx={{
            fontWeight: 600,
            color: vehicleCo2GKm === null ? 'text.secondary' : statusColorHex[co2Band(vehicleCo2GKm)],
          }}
          data-testid={`eco-co2-gkm-${vehicleId}`}
          data-band={vehicleCo2GKm === null ? 'none' : co2Band(vehicleCo2GKm)}
        >
          {vehicleCo2GKm === null
            ? t('co2.noFuelData')
            : t('co2.gKm', { value: formatFigure(vehicleCo2GKm, i18n.language) })}
        </Typography>
      </Figure>
      <Figure label={t('co2.total')}>
        <Typography
          variant="subtitle1"
          sx={{ fontWeight: 600, color: totalCo2Kg === null ? 'text.secondary' : undefined }}
          data-testid={`eco-co2-total-${vehicleId}`}
        >
          {totalCo2Kg === null
            ? t('co2.noFuelData')
            : t('co2.kg', { value: formatOneDecimal(totalCo2Kg, i18n.language) })}
        </Typography>
      </Figure>
    </Stack>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {children}
    </Box>
  );
}
