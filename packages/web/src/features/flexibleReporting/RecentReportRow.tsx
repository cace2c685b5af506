import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId, useState } from 'react';
import type { FlexibleReportsQueryQuery } from '../../gql/graphql';
import { formatReportTimestamp } from '../../lib/reporting/formatReportTimestamp';
import type { ReportLocale } from '../../lib/reporting/preferredLocale';

export type RecentReport = NonNullable<
  FlexibleReportsQueryQuery['club']
>['flexibleReports'][number];

const STATUS_COLOURS = { Completed: 'success', Generating: 'info', Failed: 'error' } as const;

export interface RecentReportRowProps {
  report: RecentReport;
  locale: ReportLocale;
  /** Shows the menu (delete, duplicate). */
  canEdit: boolean;
  busy: boolean;
  onOpen: (reportId: string) => void;
  onDelete: (reportId: string) => void;
  onDuplicate: (reportId: string) => void;
}

/** One report of 'Recent Reports': a click (or its arrow) opens it; its menu deletes or duplicates it. */
export function RecentReportRow({
  report,
  locale,
  canEdit,
  busy,
  onOpen,
  onDelete,
  onDuplicate,
}: RecentReportRowProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: (reportId: string) => void) => {
    setAnchor(null);
    action(report.id);
  };
  return (
    <TableRow hover onClick={() => onOpen(report.id)} sx={{ cursor: 'pointer' }}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {report.title}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          label={report.datasetStatus}
          color={STATUS_COLOURS[report.datasetStatus]}
        />
      </TableCell>
      <TableCell>{formatReportTimestamp(report.updatedAt, locale)}</TableCell>
      <TableCell>{report.ownerName ?? '-'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
        {canEdit && (
          <IconButton
            aria-label={`Actions for ${report.title}`}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={Boolean(anchor)}
            disabled={busy}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertRounded />
          </IconButton>
        )}
        <IconButton aria-label={`Open ${report.title}`} onClick={() => onOpen(report.id)}>
          <ArrowForwardRounded />
        </IconButton>
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => choose(onDelete)}>Delete report</MenuItem>
          <MenuItem onClick={() => choose(onDuplicate)}>Duplicate report</MenuItem>
        </Menu>
      </TableCell>
    </TableRow>
  );
}
