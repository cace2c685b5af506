import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useMemo } from 'react';
import type { EditorAthlete, EditorTagDefinition, SegmentEditor } from '../model/types';
import { abbreviateAthleteName } from './abbreviateAthleteName';
import { AthleteTagsIcon } from './AthleteTagsIcon';
import { graphSeriesOf } from './speedSeries';
import { NAME_COLUMN_WIDTH_PX } from './timelineLayout';
import type { TimelineRenderer } from './TimelineRenderer';
import { useEditorValue } from './useEditorValue';

export interface AthleteRowProps {
  editor: SegmentEditor;
  renderer: TimelineRenderer;
  athlete: EditorAthlete;
  tagDefinitions: readonly EditorTagDefinition[];
  showTags: boolean;
  topPx: number;
  rowHeightPx: number;
  graphHeightPx: number;
}

const HELD = { holdDuringGestures: true };

/**
 * One athlete below the timeline: checkbox, abbreviated name, tag icon, and the speed
 * graph, whose canvas the renderer draws (labelled '{name} speed'); 'No Data' without speed.
 */
export const AthleteRow = memo(function AthleteRow({
  editor,
  renderer,
  athlete,
  tagDefinitions,
  showTags,
  topPx,
  rowHeightPx,
  graphHeightPx,
}: AthleteRowProps) {
  const selected = useEditorValue(
    editor,
    (state) => state.selection.athleteIds.includes(athlete.id),
    HELD,
  );
  const selectable = useEditorValue(editor, (state) => state.athleteSelectionEnabled, HELD);
  const tags = useMemo(
    () => tagDefinitions.filter((tag) => athlete.tagDefinitionIds.includes(tag.id)),
    [tagDefinitions, athlete.tagDefinitionIds],
  );
  const hasSpeed = athlete.hasData && athlete.speed !== null;
  const series = useMemo(
    () => (athlete.speed ? graphSeriesOf(athlete.speed) : null),
    [athlete.speed],
  );
  const graphRef = useCallback(
    (canvas: HTMLCanvasElement | null) =>
      canvas ? renderer.registerGraph(canvas, series) : undefined,
    [renderer, series],
  );

  return (
    <Box
      sx={{ position: 'absolute', left: 0, right: 0, display: 'flex' }}
      style={{ top: topPx, height: rowHeightPx }}
    >
      <Box
        sx={{
          width: NAME_COLUMN_WIDTH_PX,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 0.5,
          pr: 1,
          height: graphHeightPx,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Checkbox
          size="small"
          sx={{ p: 0.5 }}
          checked={selected}
          disabled={!selectable}
          onChange={() => editor.toggleAthlete(athlete.id)}
          slotProps={{ input: { 'aria-label': `Select ${athlete.name}` } }}
        />
        <Typography
          variant="body2"
          noWrap
          title={athlete.name}
          sx={{ pt: 0.5, fontWeight: 600, flex: 1 }}
        >
          {abbreviateAthleteName(athlete.name)}
        </Typography>
        {showTags && tags.length > 0 && (
          <Box sx={{ pt: 0.75 }}>
            <AthleteTagsIcon athleteName={athlete.name} tags={tags} />
          </Box>
        )}
      </Box>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minWidth: 0,
          height: graphHeightPx,
          overflow: 'hidden',
        }}
      >
        <canvas
          ref={graphRef}
          role="img"
          aria-label={`${athlete.name} speed`}
          style={{ display: 'block', height: graphHeightPx }}
        />
        {!hasSpeed && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              fontWeight: 600,
            }}
          >
            No Data
          </Typography>
        )}
      </Box>
    </Box>
  );
});
