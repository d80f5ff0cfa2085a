// Small coloured values the list and the panel share: GPS quality, last seen, battery.
import SatelliteAltIcon from '@mui/icons-material/SatelliteAlt';
import { Box, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { batteryColor, lastSeenDisplay, statusColorHex } from '../../../lib/display/display-rules';
import { gpsQualityColor } from '../lib/map-display';

// Five bars, as many filled as the 0–5 score, in the spec's colour (green above 3, orange above 2, else red).
export function GpsQuality({ quality }: { quality: number }) {
  const { t } = useTranslation('map');
  const color = statusColorHex[gpsQualityColor(quality)];
  return (
    <Tooltip title={`${t('panel.gpsQuality')}: ${t('gps', { quality })}`}>
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
        data-testid="gps-quality"
        data-quality={quality}
      >
        <SatelliteAltIcon fontSize="small" sx={{ color }} />
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'flex-end', gap: '2px', height: 14 }}>
          {[1, 2, 3, 4, 5].map((bar) => (
            <Box
              key={bar}
              component="span"
              sx={{ width: 4, height: 4 + bar * 2, borderRadius: 0.5, bgcolor: bar <= quality ? color : 'divider' }}
            />
          ))}
        </Box>
        <Typography variant="body2" component="span">
          {quality}/5
        </Typography>
      </Box>
    </Tooltip>
  );
}

export function LastSeen({ ms, isTracker, nowMs }: { ms: number | null; isTracker: boolean; nowMs: number }) {
  const { t } = useTranslation('map');
  if (ms === null) return <Typography variant="body2">{t('never')}</Typography>;
  const seen = lastSeenDisplay(ms, nowMs, isTracker);
  return (
    <Typography variant="body2" component="span" sx={{ color: statusColorHex[seen.color], fontWeight: 500 }}>
      {seen.text}
    </Typography>
  );
}

export function Battery({ percent }: { percent: number | null }) {
  if (percent === null) return <>–</>;
  return (
    <Typography variant="body2" component="span" sx={{ color: statusColorHex[batteryColor(percent)], fontWeight: 500 }}>
      {percent} %
    </Typography>
  );
}
