import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ZonePoint } from '../api/types';
import { ALARMS_NS } from '../i18n';
import { formatPoints, parsePoints } from '../lib/polygon';

interface Props {
  points: readonly ZonePoint[];
  onApply(points: ZonePoint[]): void;
}

// The polygon as text, one "lat, lon" a line: read what was drawn, or type a zone exactly.
export function PointsField({ points, onApply }: Props) {
  const { t } = useTranslation(ALARMS_NS);
  const [text, setText] = useState(() => formatPoints(points));
  const [bad, setBad] = useState(false);
  useEffect(() => {
    setText(formatPoints(points));
    setBad(false);
  }, [points]);
  const apply = () => {
    const parsed = parsePoints(text);
    setBad(parsed === null);
    if (parsed) onApply(parsed);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={t('geofence.pointsText')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={3}
        maxRows={8}
        size="small"
        error={bad}
        helperText={bad ? t('geofence.badPoints') : undefined}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { 'data-testid': 'geofence-points' } }}
      />
      <Button variant="outlined" onClick={apply} data-testid="geofence-apply-points">
        {t('geofence.applyPoints')}
      </Button>
    </Stack>
  );
}
