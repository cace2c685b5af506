import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TeamWeek } from '@touchline/domain';
import { DASHBOARD_TEXTS } from './dashboardTexts';

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** '16 Nov – 22 Nov': Monday to Sunday of the week. */
export function weekLabel(week: TeamWeek): string {
  return `${dayMonth.format(asDate(week.startDate))} – ${dayMonth.format(asDate(week.endDate))}`;
}

/** Picks one of the weeks (newest first) by its Monday. */
export function WeekSelector({
  weeks,
  value,
  onChange,
}: {
  weeks: readonly TeamWeek[];
  value: string;
  onChange: (startDate: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={DASHBOARD_TEXTS.week}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      {weeks.map((week) => (
        <MenuItem key={week.startDate} value={week.startDate}>
          {weekLabel(week)}
        </MenuItem>
      ))}
    </TextField>
  );
}
