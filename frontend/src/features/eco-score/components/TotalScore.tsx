import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { statusColorHex } from '../../../lib/display/display-rules';
import { scoreBand } from '../lib/eco-bands';
import { formatFigure } from '../lib/eco-display';
import { ECO_SCORE_NS } from '../i18n';

interface Props {
  vehicleId: number;
  score: number | null;
}

const SIZE = 104;

// The total score as a ring in its colour of the second scale (spec 02 §9); a dash without distance.
export function TotalScore({ vehicleId, score }: Props) {
  const { t, i18n } = useTranslation(ECO_SCORE_NS);
  const band = score === null ? null : scoreBand(score);
  const color = band ? statusColorHex[band] : 'text.disabled';
  return (
    <Box sx={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0 }}>
      <CircularProgress
        variant="determinate"
        value={100}
        size={SIZE}
        thickness={4}
        sx={{ color: 'action.hover', position: 'absolute' }}
      />
      <CircularProgress
        variant="determinate"
        value={score ?? 0}
        size={SIZE}
        thickness={4}
        sx={{ color, position: 'absolute' }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography
          variant="h5"
          sx={{ color, fontWeight: 600, lineHeight: 1.1 }}
          data-testid={`eco-total-${vehicleId}`}
          data-band={band ?? 'none'}
        >
          {score === null ? t('noScore') : formatFigure(score, i18n.language)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('card.total')}
        </Typography>
      </Box>
    </Box>
  );
}
