import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

export type ListColumn<R extends GridValidRowModel> = GridColDef<R> & {
  // Plain value for CSV export and mobile cards when the cell renders something richer.
  textValue?: (row: R) => unknown;
  hiddenByDefault?: boolean;
};

export interface RowAction<R> {
  key: string;
  label: string;
  icon?: ReactNode;
  onClick: (row: R) => void;
  hidden?: boolean;
  /** Shown but not selectable, with the reason as a tooltip (e.g. a capability that arrives later). */
  disabledReason?: string;
  color?: 'error' | 'primary';
}

export function columnText<R extends GridValidRowModel>(col: ListColumn<R>, row: R): unknown {
  if (col.textValue) return col.textValue(row);
  return (row as Record<string, unknown>)[col.field];
}
