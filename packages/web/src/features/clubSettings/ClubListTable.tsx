import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';

/** A column: its header, what it sorts by and what its cell shows. */
export interface ListColumn<Row> {
  id: string;
  header: string;
  sortValue: (row: Row) => string | number;
  cell: (row: Row) => ReactNode;
}

interface ClubListTableProps<Row extends { id: string }> {
  label: string;
  columns: ListColumn<Row>[];
  /** Null while loading. */
  rows: readonly Row[] | null;
  errorMessage: string | null;
  /** The text a row is found by. */
  searchText: (row: Row) => string;
  emptyText: string;
  /** The buttons at the end of a row; none for a person who may only read. */
  actions?: (row: Row) => ReactNode;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A list of the club's things: searched, sorted by any column, with its loading, error and empty states. */
export function ClubListTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  errorMessage,
  searchText,
  emptyText,
  actions,
}: ClubListTableProps<Row>) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState({ id: columns[0]!.id, desc: false });
  const shown = useMemo(() => {
    if (!rows) return [];
    const needle = search.trim().toLowerCase();
    const column = columns.find((candidate) => candidate.id === sort.id) ?? columns[0]!;
    const compare = (a: Row, b: Row) => {
      const [x, y] = [column.sortValue(a), column.sortValue(b)];
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : collator.compare(String(x), String(y));
      return sort.desc ? -order : order;
    };
    return rows.filter((row) => searchText(row).toLowerCase().includes(needle)).sort(compare);
  }, [rows, search, sort, columns, searchText]);

  if (errorMessage) return <Alert severity="error">{errorMessage}</Alert>;
  if (!rows)
    return (
      <Stack spacing={1} role="progressbar" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  return (
    <Stack spacing={2}>
      <TextField
        size="small"
        label="Search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 320 }}
      />
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  sortDirection={sort.id === column.id ? (sort.desc ? 'desc' : 'asc') : false}
                >
                  <TableSortLabel
                    active={sort.id === column.id}
                    direction={sort.id === column.id && sort.desc ? 'desc' : 'asc'}
                    onClick={() =>
                      setSort({ id: column.id, desc: sort.id === column.id ? !sort.desc : false })
                    }
                  >
                    {column.header}
                  </TableSortLabel>
                </TableCell>
              ))}
              {actions && <TableCell align="right" aria-label="Actions" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((column) => (
                  <TableCell key={column.id}>{column.cell(row)}</TableCell>
                ))}
                {actions && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(row)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {shown.length === 0 && (
        <Typography color="text.secondary">Nothing matches “{search.trim()}”.</Typography>
      )}
    </Stack>
  );
}
