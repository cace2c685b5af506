import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatChartValue } from '../../../lib/charts/chartOptionParts';
import type { ChartDisplay } from '../../../lib/reporting/chartDisplay';

export interface ChartDataTableProps {
  display: ChartDisplay;
  categoryId: string;
  locale: string;
  height: number;
  title: string;
}

/** The chart's table view: a row per category, a column per series, '-' for a missing value (docs/product/reporting.md §8). */
export function ChartDataTable({
  display,
  categoryId,
  locale,
  height,
  title,
}: ChartDataTableProps) {
  const { data, looks, categoryLabel } = display;
  return (
    <TableContainer sx={{ height, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label={`${title} data`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {looks[categoryId]?.name ?? categoryId}
            </TableCell>
            {data.series.map(({ columnId }) => (
              <TableCell key={columnId} component="th" scope="col" align="right">
                {looks[columnId]?.name ?? columnId}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.categories.map((category, row) => (
            <TableRow key={category}>
              <TableCell component="th" scope="row">
                {categoryLabel(category)}
              </TableCell>
              {data.series.map(({ columnId, values }) => (
                <TableCell key={columnId} align="right">
                  {formatChartValue(values[row], looks[columnId]?.decimals ?? 0, locale)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
