import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { format, isValid, parse } from 'date-fns';

export interface ReportDateFieldProps {
  label: string;
  /** yyyy-MM-dd, or '' when nothing valid has been typed. */
  value: string;
  /** 'MM/DD/YYYY' or 'DD/MM/YYYY': how the date is typed and shown. */
  dateFormat: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

const toDate = (value: string) => {
  const date = parse(value, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : null;
};

/** A report's or dataset's first or last day, typed or picked in its date format. Needs a LocalizationProvider above it. */
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
      format={dateFormat === 'DD/MM/YYYY' ? 'dd/MM/yyyy' : 'MM/dd/yyyy'}
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
