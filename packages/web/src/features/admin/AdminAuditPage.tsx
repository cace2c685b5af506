import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { AuditLogQuery } from './adminQueries';
import { formatAt } from './formatAt';
import { QueryState } from './QueryState';
import { SearchField } from './SearchField';

const PAGE_SIZE = 25;

/** The audit log, newest first (the server's order), a page at a time, searchable. */
export function AdminAuditPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const { data, loading, error } = useQuery(AuditLogQuery, {
    variables: { search: debounced || null, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const log = data?.admin?.auditLog;
  const entries = log?.entries ?? [];
  return (
    <Stack spacing={2}>
      <SearchField
        label="Search the audit log"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(0);
        }}
      />
      <QueryState
        loading={loading}
        error={error}
        empty={entries.length === 0}
        emptyText={debounced ? 'No entry matches your search.' : 'Nothing has been recorded yet.'}
      >
        <Table size="small" aria-label="Audit log">
          <TableHead>
            <TableRow>
              {['When', 'Who', 'Action', 'Club', 'Target', 'Details'].map((title) => (
                <TableCell key={title} sx={{ fontWeight: 700 }}>
                  {title}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAt(entry.at)}</TableCell>
                <TableCell>{entry.actorName ?? '—'}</TableCell>
                <TableCell>{entry.action}</TableCell>
                <TableCell>{entry.clubName ?? '—'}</TableCell>
                <TableCell>{entry.target}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                  {entry.details === '{}' ? '' : entry.details}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={log?.totalCount ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      </QueryState>
    </Stack>
  );
}
