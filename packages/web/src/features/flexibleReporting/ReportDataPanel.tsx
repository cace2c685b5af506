import Box from '@mui/material/Box';
import { Button } from '../../components/ui/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { memo, useState, type FormEvent, type ReactNode } from 'react';
import { SectionCard } from '../../components/ui/SectionCard';
import { ReportDateField } from '../../components/reporting/ReportDateField';
import {
  asReportDateFormat,
  newReportValues,
  REPORT_DATE_FORMATS,
  reportDataChanged,
  reportDataProblems,
  type ReportDataValues,
} from './reportDataForm';
import { useSaveReportData } from './useSaveReportData';

export interface ReportDataPanelProps {
  clubId: string;
  /** The open report's id; null on the reports page. */
  reportId: string | null;
  /** The open report's stored values; null for a new report. */
  stored: ReportDataValues | null;
  /** Beside the button once the report exists, e.g. 'Download Report'. */
  actions?: ReactNode;
  /** Shows the stored values without a way to change them (athletes read reports only). */
  readOnly?: boolean;
}

/**
 * 'Create Report Data' / 'Update Report Data' (docs/product/reporting.md §2): the report's name, date format
 * and range. The button is active only when something counted by docs/product/reporting.md §4 changed.
 */
export const ReportDataPanel = memo(function ReportDataPanel({
  clubId,
  reportId,
  stored,
  actions,
  readOnly = false,
}: ReportDataPanelProps) {
  const [values, setValues] = useState<ReportDataValues>(() => stored ?? newReportValues());
  const [showProblems, setShowProblems] = useState(false);
  const { save, saving } = useSaveReportData(clubId, reportId);
  const changed = reportDataChanged(values, stored);
  const problems = reportDataProblems(values);
  const shown = showProblems ? problems : {};
  const set = (patch: Partial<ReportDataValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || saving) return;
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    void save(values).then((saved) => {
      if (saved) setShowProblems(false);
    });
  };

  const isNew = reportId === null;
  return (
    <SectionCard title={isNew ? 'Create Report Data' : 'Update Report Data'} headingLevel={2}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
        >
          <TextField
            label="Report Name"
            required
            size="small"
            disabled={readOnly}
            value={values.title}
            error={Boolean(shown.title)}
            helperText={shown.title}
            onChange={(event) => set({ title: event.target.value })}
            sx={{ flex: '1 1 220px' }}
          />
          <TextField
            select
            label="Date Format"
            size="small"
            disabled={readOnly}
            value={values.dateFormat}
            onChange={(event) => set({ dateFormat: asReportDateFormat(event.target.value) })}
            sx={{ flex: '0 0 160px' }}
          >
            {REPORT_DATE_FORMATS.map((dateFormat) => (
              <MenuItem key={dateFormat} value={dateFormat}>
                {dateFormat}
              </MenuItem>
            ))}
          </TextField>
          <ReportDateField
            label="Start Date"
            value={values.startDate}
            dateFormat={values.dateFormat}
            error={shown.startDate}
            disabled={readOnly}
            onChange={(startDate) => set({ startDate })}
          />
          <ReportDateField
            label="End Date"
            value={values.endDate}
            dateFormat={values.dateFormat}
            error={shown.endDate}
            disabled={readOnly}
            onChange={(endDate) => set({ endDate })}
          />
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minHeight: 40 }}>
            {!readOnly && (
              <Button
                type="submit"
                variant={changed ? 'contained' : 'outlined'}
                color={changed ? 'success' : 'primary'}
                disabled={!changed}
                loading={saving}
              >
                {isNew ? 'Create Report' : 'Update Report Data'}
              </Button>
            )}
            {actions}
          </Box>
        </Box>
      </LocalizationProvider>
    </SectionCard>
  );
});
