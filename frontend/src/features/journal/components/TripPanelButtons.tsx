import MapOutlined from '@mui/icons-material/MapOutlined';
import Speed from '@mui/icons-material/Speed';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { JournalEntry } from '../api/types';
import { panelsUnavailable, useTripPanels } from '../hooks/useTripPanels';
import { JOURNAL_NS } from '../i18n';

// A trip row's map and speed-log buttons (spec 02 §2.1–§2.3): no map for another driver's private trip, neither
// for a corrected trip (disabled, with the reason), the speed log only where it is allowed.
export function TripPanelButtons({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation(JOURNAL_NS);
  const panels = useTripPanels();
  if (!panels || entry.privateHidden) return null;
  const id = entry.journal_id;
  const unavailable = panelsUnavailable(entry);
  return (
    <Stack direction="row" spacing={0.5} data-testid={`trip-panel-buttons-${id}`}>
      <Tooltip title={unavailable ? t('panels.mapUnavailable') : t('panels.showMap')}>
        {/* A disabled button fires no events: the span keeps the tooltip. */}
        <span>
          <IconButton
            size="small"
            aria-label={t('panels.showMap')}
            disabled={unavailable}
            onClick={() => panels.show('route', entry)}
            data-testid={`trip-map-${id}`}
          >
            <MapOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {panels.speedLogAllowed && (
        <Tooltip title={unavailable ? t('panels.speedUnavailable') : t('panels.showSpeedLog')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('panels.showSpeedLog')}
              disabled={unavailable}
              onClick={() => panels.show('speed', entry)}
              data-testid={`trip-speed-${id}`}
            >
              <Speed fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
}
