import Stack from '@mui/material/Stack';
import type { EditorSegment, SegmentPatch } from '../model';
import { ClockTimeField } from './ClockTimeField';

/** Start and end as 24-hour times in hours, minutes and seconds, step 1 (docs/product/dashboard-and-segments.md §5). */
export function SegmentTimeFields({
  segment,
  onChange,
}: {
  segment: EditorSegment;
  onChange: (patch: SegmentPatch) => void;
}) {
  return (
    <Stack direction="row" spacing={1.5}>
      <ClockTimeField
        label="Start time"
        valueMs={segment.startTimestamp}
        onChange={(startTimestamp) => onChange({ startTimestamp })}
      />
      <ClockTimeField
        label="End time"
        valueMs={segment.endTimestamp}
        onChange={(endTimestamp) => onChange({ endTimestamp })}
      />
    </Stack>
  );
}
