import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { EditorSegment, SegmentEditor } from '../model';
import type { EditorView } from '../useEditorView';
import { formatSegmentDuration, truncateSegmentTitle } from '../segmentListFormat';
import { SidebarCard } from './SidebarCard';

/** A hover list shows this many entries, then how many more there are. */
const TOOLTIP_LIST_LIMIT = 8;

function TooltipList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  const shown = items.slice(0, TOOLTIP_LIST_LIMIT);
  const more = items.length - shown.length;
  return (
    <Box sx={{ mb: 0.5 }}>
      <Typography variant="caption" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="caption" component="div">
        {shown.join(', ')}
        {more > 0 && ` and ${more} more`}
      </Typography>
    </Box>
  );
}

/** The segment's tags, clip tags and athletes, as its hover lists (docs/product/dashboard-and-segments.md §2.5). */
function SegmentTooltip({ segment, state }: { segment: EditorSegment; state: EditorView }) {
  const labels = new Map(state.tagDefinitions.map((tag) => [tag.id, tag.label]));
  const names = new Map(state.athletes.map((athlete) => [athlete.id, athlete.name]));
  const clipTagIds = new Set(
    segment.clippedTimePeriodsByAthlete.flatMap((athlete) =>
      athlete.clippedTimePeriods.flatMap((clip) => clip.tagDefinitionIds),
    ),
  );
  const label = (id: string) => labels.get(id) ?? id;
  return (
    <>
      <TooltipList title="Tags" items={segment.tagDefinitionIds.map(label)} />
      <TooltipList title="Clip Tags" items={[...clipTagIds].map(label)} />
      <TooltipList title="Athletes" items={segment.athleteIds.map((id) => names.get(id) ?? id)} />
    </>
  );
}

/** 'Segments': every segment by start time, with its duration; a row selects its segment. */
export function SegmentsListCard({ editor, state }: { editor: SegmentEditor; state: EditorView }) {
  const selected = new Set(state.selection.segmentIds);
  const segments = [...state.segments].sort((a, b) => a.startTimestamp - b.startTimestamp);
  return (
    <SidebarCard title="Segments">
      {segments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No segments yet.
        </Typography>
      ) : (
        <Table size="small" aria-label="Segments">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Segment Name</TableCell>
              <TableCell sx={{ fontWeight: 700 }} align="right">
                Duration
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {segments.map((segment) => (
              <Tooltip
                key={segment.id}
                placement="left"
                title={<SegmentTooltip segment={segment} state={state} />}
              >
                <TableRow
                  hover
                  selected={selected.has(segment.id)}
                  onClick={(event) =>
                    editor.selectSegments(
                      event.shiftKey ? [...state.selection.segmentIds, segment.id] : [segment.id],
                    )
                  }
                  sx={{ cursor: 'pointer', userSelect: 'none' }}
                >
                  <TableCell title={segment.title}>
                    {truncateSegmentTitle(segment.title || 'Untitled')}
                    {segment.dirty && ' •'}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatSegmentDuration(segment.startTimestamp, segment.endTimestamp)}
                  </TableCell>
                </TableRow>
              </Tooltip>
            ))}
          </TableBody>
        </Table>
      )}
    </SidebarCard>
  );
}
