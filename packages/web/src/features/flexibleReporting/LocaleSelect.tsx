import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REPORT_LOCALES, type ReportLocale } from '../../lib/reporting/preferredLocale';

export interface LocaleSelectProps {
  locale: ReportLocale;
  onChange: (locale: ReportLocale) => void;
}

/** The en-US / en-GB choice for dates on the reports pages (docs/product/reporting.md §9). */
export function LocaleSelect({ locale, onChange }: LocaleSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Locale"
      value={locale}
      onChange={(event) => {
        const next = REPORT_LOCALES.find((value) => value === event.target.value);
        if (next) onChange(next);
      }}
      sx={{ minWidth: 120 }}
    >
      {REPORT_LOCALES.map((value) => (
        <MenuItem key={value} value={value}>
          {value}
        </MenuItem>
      ))}
    </TextField>
  );
}
