import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { ChartFilters, DatasetTable } from '@touchline/domain';
import { FilterDropdown } from './FilterDropdown';
import { FILTER_FIELD_LABELS } from './filterFieldLabels';
import { FilterOptionList } from './FilterOptionList';
import { useFieldFilter } from './useFieldFilter';

export interface AthletesFilterProps {
  table: DatasetTable;
  filters: ChartFilters;
  onChange: (filters: ChartFilters) => void;
}

/** 'Athletes' (docs/product/reporting.md §2): accordions 'Groups', 'Positions' and 'Athletes', each with its summary. */
export function AthletesFilter({ table, filters, onChange }: AthletesFilterProps) {
  const groups = useFieldFilter(table, filters, 'athlete_groups', onChange);
  const positions = useFieldFilter(table, filters, 'athlete_position', onChange);
  const athletes = useFieldFilter(table, filters, 'athlete_name', onChange);
  return (
    <FilterDropdown label="Athletes" summary={athletes.summary}>
      {[groups, positions, athletes].map((filter) => {
        const label = FILTER_FIELD_LABELS[filter.field];
        return (
          <Accordion
            key={filter.field}
            disableGutters
            elevation={0}
            defaultExpanded={filter.field === 'athlete_name'}
          >
            <AccordionSummary expandIcon={<ExpandMoreRounded />}>
              <Typography sx={{ fontWeight: 600, mr: 1 }}>{label}</Typography>
              <Typography color="text.secondary">{filter.summary}</Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              <FilterOptionList
                field={filter.field}
                label={label}
                options={filter.options}
                onSelectAll={filter.onSelectAll}
                onToggle={filter.onToggle}
              />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </FilterDropdown>
  );
}
