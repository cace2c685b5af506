import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { format, isValid, parse } from 'date-fns';
import type { ReportDateFormat } from './reportDataForm';

export interface ReportDateFieldProps {
  label: string;
  /** yyyy-MM-dd, or '' when nothing valid has been typed. */
  value: string;
  dateFormat: ReportDateFormat;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

const PICKER_FORMATS: Record<ReportDateFormat, string> = {
  'MM/DD/YYYY': 'MM/dd/yyyy',
  'DD/MM/YYYY': 'dd/MM/yyyy',
};

const toDate = (value: string) => {
  const date = parse(value, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : null;
};

/** One of the report's dates, typed or picked in the report's date format. */
export function ReportDateField({
  label,
  value,
  dateFormat,
  error,
  disabled,
  onChange,
}: ReportDateFieldProps) {
  return (
    <DesktopDatePicker
      label={label}
      value={toDate(value)}
      format={PICKER_FORMATS[dateFormat]}
      disabled={disabled}
      // A plain input: typed and pasted dates work, and tests and screen readers find it by its label.
      enableAccessibleFieldDOMStructure={false}
      onChange={(date) => onChange(date && isValid(date) ? format(date, 'yyyy-MM-dd') : '')}
      slotProps={{
        textField: { size: 'small', required: true, error: Boolean(error), helperText: error },
      }}
    />
  );
}
