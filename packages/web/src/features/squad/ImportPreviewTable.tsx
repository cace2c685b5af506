import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface PreviewRow {
  line: number;
  name: string;
  problems: string[];
}

/** Each row of the file and what importing it would do, in the file's order. */
export function ImportPreviewTable({ rows }: { rows: PreviewRow[] }) {
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label="Import preview">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Outcome</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell sx={{ color: row.problems.length > 0 ? 'error.main' : 'success.main' }}>
                {row.problems.length > 0 ? row.problems.join(' ') : 'Will be added'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
