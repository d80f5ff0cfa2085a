import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Card, CardContent, CardHeader, Collapse, IconButton, Pagination, Stack, Typography } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { columnText, type ListColumn, type RowAction } from '../lib/list-types';
import { RowActionsMenu } from './RowActionsMenu';

export const PAGE_SIZE = 50;

interface Props<R extends GridValidRowModel> {
  rows: R[];
  columns: ListColumn<R>[];
  getRowId(row: R): string | number;
  title(row: R): string;
  actions?: (row: R) => RowAction<R>[];
  pageSize?: number;
}

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

// Under 768 px the table becomes collapsible cards (spec 01 §2.10), paged like the grid.
export function ListCards<R extends GridValidRowModel>({
  rows,
  columns,
  getRowId,
  title,
  actions,
  pageSize = PAGE_SIZE,
}: Props<R>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);
  const from = rows.length ? (current - 1) * pageSize + 1 : 0;
  const to = Math.min(current * pageSize, rows.length);

  if (rows.length === 0) return <Typography color="text.secondary">{t('table.noRows')}</Typography>;
  return (
    <Stack spacing={1} data-testid="list-cards">
      {shown.map((row) => {
        const id = String(getRowId(row));
        const label = title(row);
        return (
          <Card key={id} variant="outlined" data-testid={`card-${id}`}>
            <CardHeader
              title={label}
              titleTypographyProps={{ variant: 'subtitle1' }}
              sx={{ py: 1 }}
              action={
                <Box>
                  {actions && <RowActionsMenu row={row} actions={actions(row)} rowLabel={label} />}
                  <IconButton
                    size="small"
                    onClick={() => setOpen({ ...open, [id]: !open[id] })}
                    aria-expanded={Boolean(open[id])}
                    aria-label={label}
                  >
                    <ExpandMore
                      sx={{ transform: open[id] ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                    />
                  </IconButton>
                </Box>
              }
            />
            <Collapse in={Boolean(open[id])} unmountOnExit>
              <CardContent sx={{ pt: 0 }}>
                {columns.map((c) => (
                  <Stack key={c.field} direction="row" spacing={1} sx={{ py: 0.25 }}>
                    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
                      {c.headerName}
                    </Typography>
                    <Typography variant="body2">{text(columnText(c, row))}</Typography>
                  </Stack>
                ))}
              </CardContent>
            </Collapse>
          </Card>
        );
      })}
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="body2" color="text.secondary">
          {t('table.rangeOfTotal', { from, to, count: rows.length })}
        </Typography>
        {pages > 1 && <Pagination count={pages} page={current} onChange={(_, p) => setPage(p)} size="small" />}
      </Stack>
    </Stack>
  );
}
