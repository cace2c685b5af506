import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { BUILDER_CHART_TYPES, type ChartType } from '@touchline/domain';
import type { ReactNode } from 'react';
import { ColumnChooser } from '../../../components/reporting/ColumnChooser';
import { CHART_TYPE_LABELS } from '../../../lib/charts/chartTypeLabels';
import {
  categoryColumns,
  seriesColumns,
  type ReportColumn,
} from '../../../lib/reporting/reportColumns';

export interface ChartFieldsChoice {
  categoryId: string;
  seriesIds: readonly string[];
  chartType: ChartType;
}

export interface ChartFieldSectionsProps {
  columns: readonly ReportColumn[];
  value: ChartFieldsChoice;
  onCategoryChange: (column: ReportColumn) => void;
  onSeriesToggle: (columnId: string) => void;
  onChartTypeChange: (chartType: ChartType) => void;
}

/**
 * The builder's three collapsible sections (docs/product/reporting.md §2): the X-axis field
 * (one), the Y-axis fields (any) and the chart type.
 */
export function ChartFieldSections({
  columns,
  value,
  onCategoryChange,
  onSeriesToggle,
  onChartTypeChange,
}: ChartFieldSectionsProps) {
  const categories = categoryColumns(columns);
  const series = seriesColumns(columns);
  return (
    <div>
      <FieldSection title="X-Axis Data Fields (CATEGORY)">
        {categories.length === 0 ? (
          <EmptyText>No data X-Axis fields available</EmptyText>
        ) : (
          <RadioGroup
            aria-label="X-Axis Data Fields (CATEGORY)"
            value={value.categoryId}
            onChange={(_, id) => {
              const column = categories.find((candidate) => candidate.id === id);
              if (column) onCategoryChange(column);
            }}
          >
            {categories.map((column) => (
              <FormControlLabel
                key={column.id}
                value={column.id}
                control={<Radio size="small" />}
                label={column.name}
              />
            ))}
          </RadioGroup>
        )}
      </FieldSection>
      <FieldSection title="Y-Axis Data Fields (SERIES)">
        {series.length === 0 ? (
          <EmptyText>No data Y-Axis fields available</EmptyText>
        ) : (
          <ColumnChooser
            aria-label="Y-Axis Data Fields (SERIES)"
            columns={series}
            isChosen={(id) => value.seriesIds.includes(id)}
            onToggle={onSeriesToggle}
          />
        )}
      </FieldSection>
      <FieldSection title="Chart Type">
        <div
          role="group"
          aria-label="Chart Type"
          style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}
        >
          {BUILDER_CHART_TYPES.map((type) => (
            <ToggleButton
              key={type}
              value={type}
              size="small"
              color="primary"
              selected={value.chartType === type}
              onChange={() => onChartTypeChange(type)}
              sx={{ textTransform: 'none' }}
            >
              {CHART_TYPE_LABELS[type]}
            </ToggleButton>
          ))}
        </div>
      </FieldSection>
    </div>
  );
}

function FieldSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Accordion defaultExpanded disableGutters elevation={0} sx={{ bgcolor: 'transparent' }}>
      <AccordionSummary expandIcon={<ExpandMoreRounded />}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0, maxHeight: 320, overflowY: 'auto' }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}

function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
