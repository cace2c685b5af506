import type { GridConfig } from '@touchline/domain';
import { useCallback, useState } from 'react';
import type { GridColumn } from './gridColumns';
import { restoredGridConfig } from './restoredGridConfig';

export type GridLayoutChange = (config: GridConfig) => GridConfig;

/** The grid's layout, restored once from the saved one (unknown columns dropped), and its updater. */
export function useGridLayout(
  saved: GridConfig | null,
  columns: readonly GridColumn[],
): [GridConfig, (change: GridLayoutChange) => void] {
  const [config, setConfig] = useState(() => restoredGridConfig(saved, columns));
  const update = useCallback((change: GridLayoutChange) => setConfig(change), []);
  return [config, update];
}
