import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { statusColorHex } from '../../../lib/display/display-rules';
import { scoreBand } from '../lib/eco-bands';
import { formatFigure } from '../lib/eco-display';
import { ECO_SCORE_NS } from '../i18n';

export type Category = 'acceleration' | 'braking' | 'cornering';

interface Props {
  vehicleId: number;
  category: Category;
  score: number | null;
  events: number;
}

// One category (spec 02 §3): its score as a bar in its colour of the second scale (spec 02 §9) and its harsh events.
export function CategoryScore({ vehicleId, category, score, events }: Props) {
  const { t, i18n } = useTranslation(ECO_SCORE_NS);
  const band = score === null ? null : scoreBand(score);
  const color = band ? statusColorHex[band] : 'text.disabled';
  return (
    <Box data-testid={`eco-category-${category}-${vehicleId}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="body2">{t(`category.${category}`)}</Typography>
        <Typography
          variant="body2"
          sx={{ color, fontWeight: 600 }}
          data-testid={`eco-${category}-${vehicleId}`}
          data-band={band ?? 'none'}
        >
          {score === null ? t('noScore') : formatFigure(score, i18n.language)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={score ?? 0}
        aria-label={t(`category.${category}`)}
        sx={{
          my: 0.5,
          height: 6,
          borderRadius: 3,
          bgcolor: 'action.hover',
          '& .MuiLinearProgress-bar': { bgcolor: color, borderRadius: 3 },
        }}
      />
      <Typography variant="caption" color="text.secondary" data-testid={`eco-events-${category}-${vehicleId}`}>
        {t(`events.${category}`, { count: events })}
      </Typography>
    </Box>
  );
}
