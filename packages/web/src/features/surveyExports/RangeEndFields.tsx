import Box from '@mui/material/Box';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import type { RangeEnd } from './surveyExportRange';

export interface RangeEndFieldsProps {
  /** 'Start' or 'End': the fields read 'Start date' and 'Start time'. */
  label: 'Start' | 'End';
  value: RangeEnd;
  onChange: (value: RangeEnd) => void;
}

/** One end of the export's range: its day and its time, in the browser's time zone. */
export function RangeEndFields({ label, value, onChange }: RangeEndFieldsProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1 }}>
      <DesktopDatePicker
        label={`${label} date`}
        value={value.date}
        format="MM/dd/yyyy"
        // A plain input: typed and pasted dates work, and tests and screen readers find it by its label.
        enableAccessibleFieldDOMStructure={false}
        onChange={(date) => onChange({ ...value, date })}
        slotProps={{ textField: { size: 'small', required: true, sx: { width: 170 } } }}
      />
      <DesktopTimePicker
        label={`${label} time`}
        value={value.time}
        format="HH:mm"
        ampm={false}
        enableAccessibleFieldDOMStructure={false}
        onChange={(time) => onChange({ ...value, time })}
        slotProps={{ textField: { size: 'small', required: true, sx: { width: 130 } } }}
      />
    </Box>
  );
}
