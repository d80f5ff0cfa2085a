import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RowAction } from '../lib/list-types';

export function RowActionsMenu<R>({ row, actions, rowLabel }: { row: R; actions: RowAction<R>[]; rowLabel: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const visible = actions.filter((a) => !a.hidden);
  if (visible.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`${t('table.rowActions')} ${rowLabel}`}
        data-testid={`row-actions-${rowLabel}`}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        onClick={(e) => e.stopPropagation()}
      >
        {visible.map((a) => {
          const item = (
            <MenuItem
              key={a.key}
              data-testid={`row-action-${a.key}`}
              disabled={Boolean(a.disabledReason)}
              sx={a.color === 'error' ? { color: 'error.main' } : undefined}
              onClick={() => {
                setAnchor(null);
                a.onClick(row);
              }}
            >
              {a.icon && <ListItemIcon>{a.icon}</ListItemIcon>}
              {a.label}
            </MenuItem>
          );
          // A disabled item receives no pointer events; the wrapper carries the tooltip.
          return a.disabledReason ? (
            <Tooltip key={a.key} title={a.disabledReason} placement="left">
              <span>{item}</span>
            </Tooltip>
          ) : (
            item
          );
        })}
      </Menu>
    </>
  );
}
