import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useVisibleMenu } from '../../../app/navigation/hooks/useVisibleMenu';
import { useApiQuery } from '../../../lib/useApiQuery';
import { vehicleName } from '../../vehicles/lib/vehicle-form';
import { alarmNotificationsApi } from '../api/alarms-api';
import type { AlarmNotification } from '../api/types';
import { useAlarmNotifications } from '../hooks/useAlarmNotifications';
import { ALARMS_NS } from '../i18n';
import { EVENTS_ROUTE } from '../lib/alarm-names';
import { bellBadgeText, notificationLines } from '../lib/notifications';

// The header's bell (issue 20): the unread count of the caller's alarm notifications and the latest of them. An item
// marks itself read and opens the triggered alarms page, for those whose menu has it.
export function AlarmBell() {
  const { t } = useTranslation(ALARMS_NS);
  const navigate = useNavigate();
  const canOpenEvents = useVisibleMenu().some((g) => g.entries.includes(EVENTS_ROUTE));
  const { data, markRead, busy } = useAlarmNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The vehicles' names are read at the first opening only, not with every poll.
  const [opened, setOpened] = useState(false);
  const vehicles = useApiQuery('alarm-bell-vehicles', () => alarmNotificationsApi.vehicles(), opened);
  const vehicleById = useMemo(() => new Map((vehicles.data ?? []).map((v) => [v.id, v])), [vehicles.data]);

  const unread = data?.unread ?? 0;
  const badge = bellBadgeText(unread);
  const notifications = data?.notifications ?? [];
  const icon = unread > 0 ? <NotificationsIcon /> : <NotificationsNone />;

  const open = (el: HTMLElement) => {
    setAnchor(el);
    setOpened(true);
  };
  const choose = (n: AlarmNotification) => {
    setAnchor(null);
    if (!n.read) void markRead([n.notificationId]);
    if (canOpenEvents) void navigate(`/app/${EVENTS_ROUTE}`);
  };
  const vehicleOf = (n: AlarmNotification) => {
    const v = n.period.vehicleId === null ? undefined : vehicleById.get(n.period.vehicleId);
    return v ? vehicleName(v) : undefined;
  };

  return (
    <>
      <IconButton
        onClick={(e) => open(e.currentTarget)}
        aria-label={t('bell.open')}
        aria-haspopup="true"
        data-testid="alarm-bell"
      >
        {badge === null ? (
          icon
        ) : (
          <Badge badgeContent={badge} color="error" max={Number.MAX_SAFE_INTEGER} data-testid="alarm-bell-badge">
            {icon}
          </Badge>
        )}
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
          <Typography variant="subtitle1" fontWeight={600} sx={{ flexGrow: 1 }}>
            {t('bell.title')}
          </Typography>
          <Button
            size="small"
            disabled={unread === 0 || busy}
            onClick={() => void markRead()}
            data-testid="alarm-bell-read-all"
          >
            {t('bell.readAll')}
          </Button>
        </Box>
        <Divider />
        {notifications.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 3 }} data-testid="alarm-bell-empty">
            {t('bell.empty')}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
            {notifications.map((n) => {
              const lines = notificationLines(n, t, vehicleOf(n));
              return (
                <ListItemButton
                  key={n.notificationId}
                  onClick={() => choose(n)}
                  divider
                  data-testid="alarm-bell-item"
                  data-read={n.read}
                  sx={{
                    alignItems: 'flex-start',
                    gap: 1,
                    bgcolor: n.read ? undefined : 'action.hover',
                  }}
                >
                  <Box
                    role={n.read ? undefined : 'img'}
                    aria-label={n.read ? undefined : t('bell.unread')}
                    sx={{
                      mt: 1,
                      width: 8,
                      height: 8,
                      flexShrink: 0,
                      borderRadius: '50%',
                      bgcolor: n.read ? 'transparent' : 'error.main',
                    }}
                  />
                  <ListItemText
                    primary={lines.title}
                    secondary={lines.detail}
                    slotProps={{ primary: { fontWeight: n.read ? 400 : 600 } }}
                  />
                </ListItemButton>
              );
            })}
          </List>
        )}
      </Popover>
    </>
  );
}
