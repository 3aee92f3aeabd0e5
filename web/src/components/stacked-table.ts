import type { TableColumnsType } from 'antd';
import type { TdHTMLAttributes } from 'react';
import styles from './stacked-table.module.css';

/**
 * A list table that fits its card: on a phone each row is a card whose cells name their column
 * (stacked-table.module.css). Give the table `className={STACKED_TABLE}` and its columns through
 * `labelledColumns`, which hands each cell its column's title as `data-label`.
 */
export const STACKED_TABLE = styles.stacked ?? '';

export function labelledColumns<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : undefined;
    if (!label) return column;
    const own = column.onCell;
    return {
      ...column,
      onCell: (record: T, index?: number) =>
        ({ ...(own ? own(record, index) : {}), 'data-label': label }) as TdHTMLAttributes<HTMLElement>,
    };
  });
}
