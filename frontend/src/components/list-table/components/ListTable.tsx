import { Box, Stack } from '@mui/material';
import { DataGrid, type GridColDef, type GridRowId, type GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useIsMobile } from '../../../lib/useIsMobile';
import { useColumnSettings } from '../hooks/useColumnSettings';
import { copyToClipboard, downloadTextFile } from '../lib/clipboard';
import { DEFAULT_COLUMN_WIDTH, MIN_COLUMN_WIDTH, visibilityModel } from '../lib/column-settings';
import { browserPlatform, buildCsvExport } from '../lib/csv-export';
import { columnText, type ListColumn, type RowAction } from '../lib/list-types';
import { ColumnChooser } from './ColumnChooser';
import { ExportMenu } from './ExportMenu';
import { ListCards, PAGE_SIZE } from './ListCards';
import { RowActionsMenu } from './RowActionsMenu';

interface Props<R extends GridValidRowModel> {
  tableId: string;
  rows: R[];
  columns: ListColumn<R>[];
  getRowId(row: R): GridRowId;
  rowTitle(row: R): string;
  exportName: string;
  loading?: boolean;
  actions?: (row: R) => RowAction<R>[];
  onRowClick?: (row: R) => void;
  toolbarExtra?: ReactNode;
  /** Rows per page; 50 by default (spec 01 §9), 20 on the devices list (spec 03 §9). */
  pageSize?: number;
}

const ACTIONS_FIELD = '__actions';

// The generic list of spec 01 §2.10 on the MIT DataGrid. The MIT version caps pages at 100 rows; 50 is what the
// spec asks for anyway, with no size changer.
export function ListTable<R extends GridValidRowModel>(props: Props<R>) {
  const { tableId, rows, columns, getRowId, rowTitle, exportName, loading, actions, onRowClick, toolbarExtra } = props;
  const pageSize = props.pageSize ?? PAGE_SIZE;
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const fields = useMemo(() => columns.map((c) => c.field), [columns]);
  const hiddenByDefault = useMemo(() => columns.filter((c) => c.hiddenByDefault).map((c) => c.field), [columns]);
  const cols = useColumnSettings(tableId, hiddenByDefault, fields);
  const [paginationModel, setPaginationModel] = useState({ page: 0, pageSize });

  const gridColumns = useMemo<GridColDef<R>[]>(() => {
    const base = columns.map(({ textValue: _t, hiddenByDefault: _h, ...c }) => ({
      ...c,
      width: cols.settings.widths[c.field] ?? c.width ?? DEFAULT_COLUMN_WIDTH,
      minWidth: c.minWidth ?? MIN_COLUMN_WIDTH,
      flex: undefined,
    }));
    if (!actions) return base;
    return [
      ...base,
      {
        field: ACTIONS_FIELD,
        headerName: t('common.actions'),
        width: 90,
        minWidth: 60,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => <RowActionsMenu row={row} actions={actions(row)} rowLabel={rowTitle(row)} />,
      },
    ];
  }, [columns, cols.settings.widths, actions, rowTitle, t]);

  const exportCsv = (all: boolean) => {
    const chosen = all ? columns : columns.filter((c) => !cols.settings.hidden[c.field]);
    const file = buildCsvExport(
      rows,
      chosen.map((c) => ({ field: c.field, headerName: c.headerName ?? c.field, value: (r: R) => columnText(c, r) })),
      { baseName: exportName, platform: browserPlatform(), nowMs: Date.now() },
    );
    if (file) downloadTextFile(file.fileName, file.content);
  };

  const visibleColumns = columns.filter((c) => !cols.settings.hidden[c.field]);
  return (
    <Stack spacing={1} data-testid={`list-${tableId}`}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        {!mobile && (
          <ColumnChooser
            columns={columns}
            hidden={cols.settings.hidden}
            onToggle={cols.setHidden}
            onShowAll={cols.showAll}
            onReset={cols.reset}
          />
        )}
        <ExportMenu onExport={exportCsv} disabled={rows.length === 0} />
        {toolbarExtra}
      </Stack>
      {mobile ? (
        <ListCards
          rows={rows}
          columns={visibleColumns}
          getRowId={getRowId}
          title={rowTitle}
          actions={actions}
          pageSize={pageSize}
        />
      ) : (
        <Box sx={{ width: '100%', minHeight: 200 }}>
          <DataGrid
            rows={rows}
            columns={gridColumns}
            getRowId={getRowId}
            loading={loading}
            autoHeight
            density="compact"
            disableRowSelectionOnClick
            columnVisibilityModel={visibilityModel(cols.settings)}
            onColumnVisibilityModelChange={(model) =>
              Object.entries(model).forEach(
                ([f, v]) => f !== ACTIONS_FIELD && cols.settings.hidden[f] !== !v && cols.setHidden(f, !v),
              )
            }
            onColumnWidthChange={({ colDef, width }) =>
              colDef.field !== ACTIONS_FIELD && cols.setWidth(colDef.field, width)
            }
            onRowClick={onRowClick ? ({ row }) => onRowClick(row as R) : undefined}
            onCellDoubleClick={({ field, formattedValue, value }) => {
              if (field !== ACTIONS_FIELD) void copyToClipboard(String(formattedValue ?? value ?? ''));
            }}
            onCellKeyDown={({ field, formattedValue, value }, event) => {
              if ((event.ctrlKey || event.metaKey) && event.key === 'c' && field !== ACTIONS_FIELD) {
                event.defaultMuiPrevented = true;
                void copyToClipboard(String(formattedValue ?? value ?? ''));
              }
            }}
            paginationModel={paginationModel}
            onPaginationModelChange={setPaginationModel}
            pageSizeOptions={[pageSize]}
            localeText={{
              paginationDisplayedRows: ({ from, to, count }) => t('table.rangeOfTotal', { from, to, count }),
              noRowsLabel: t('table.noRows'),
            }}
            sx={{ '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' } }}
          />
        </Box>
      )}
    </Stack>
  );
}
