import Close from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Toolbar, Tooltip, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { clampPanelWidth, PANEL_DEFAULT_WIDTH } from '../lib/side-panel-width';
import { JOURNAL_NS } from '../i18n';

interface Props {
  testId: string;
  title: string;
  subtitle: string;
  onClose(): void;
  children: ReactNode;
}

// The right-hand side panel of the trips page (spec 02 §2.2, §2.3, §9): 500 px wide, dragged wider or narrower by
// its left edge between 300 px and the window width minus 800; Escape and the close button close it.
export function TripSidePanel({ testId, title, subtitle, onClose, children }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  const [wanted, setWanted] = useState(PANEL_DEFAULT_WIDTH);
  const [windowWidth, setWindowWidth] = useState(() => window.innerWidth);
  const [dragging, setDragging] = useState(false);
  const width = clampPanelWidth(wanted, windowWidth);

  useEffect(() => {
    const onResize = () => setWindowWidth(window.innerWidth);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.fullscreenElement) onClose();
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  useEffect(() => {
    if (!dragging) return undefined;
    const onMove = (event: PointerEvent) =>
      setWanted(clampPanelWidth(window.innerWidth - event.clientX, window.innerWidth));
    const onUp = () => setDragging(false);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
  }, [dragging]);

  return (
    <Drawer anchor="right" variant="persistent" open slotProps={{ paper: { sx: { width, overflow: 'visible' } } }}>
      <Box data-testid={testId} data-width={width} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box
          role="separator"
          aria-orientation="vertical"
          aria-label={t('panels.resize')}
          data-testid="trip-panel-resize"
          onPointerDown={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          sx={{
            position: 'absolute',
            left: -4,
            top: 0,
            bottom: 0,
            width: 8,
            cursor: 'col-resize',
            zIndex: 1,
            '&:hover': { bgcolor: 'primary.main', opacity: 0.3 },
            ...(dragging ? { bgcolor: 'primary.main', opacity: 0.3 } : {}),
          }}
        />
        {/* The app bar lies over the top of the drawer. */}
        <Toolbar />
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" noWrap>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {subtitle}
            </Typography>
          </Box>
          <Tooltip title={t('panels.close')}>
            <IconButton onClick={onClose} aria-label={t('panels.close')} data-testid="trip-panel-close">
              <Close />
            </IconButton>
          </Tooltip>
        </Stack>
        <Box sx={{ overflow: 'auto', flexGrow: 1, userSelect: dragging ? 'none' : undefined }}>{children}</Box>
      </Box>
    </Drawer>
  );
}
