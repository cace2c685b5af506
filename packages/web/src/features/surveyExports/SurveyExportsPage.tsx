import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery, useReactiveVar } from '@apollo/client/react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { PageHeader } from '../../components/ui/PageHeader';
import { SectionCard } from '../../components/ui/SectionCard';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { RangeEndFields } from './RangeEndFields';
import { SurveyExportQuery } from './SurveyExportQuery';
import {
  checkSurveyExport,
  defaultSurveyExportValues,
  surveyAnswersCsvUrl,
  type SurveyExportValues,
} from './surveyExportRange';
import { SurveySelect } from './SurveySelect';

/**
 * Survey Exports (docs/product/reporting.md §2): a survey's answers as CSV for a range of at most 31 days.
 * The download opens in a new tab, and only once every check of docs/product/reporting.md §5 passes.
 */
export function SurveyExportsPage() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const { data, error } = useQuery(SurveyExportQuery, {
    variables: { clubId },
    skip: !clubId,
  });
  const [values, setValues] = useState<SurveyExportValues>(() => defaultSurveyExportValues());
  const [message, setMessage] = useState<string | null>(null);

  const change = (patch: Partial<SurveyExportValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setMessage(null);
  };

  const download = (event: FormEvent) => {
    event.preventDefault();
    const check = checkSurveyExport(values);
    if (!check.ok) {
      setMessage(check.message);
      return;
    }
    setMessage(null);
    window.open(
      surveyAnswersCsvUrl(check.surveyId, check.startsAt, check.endsAt),
      '_blank',
      'noopener',
    );
  };

  const surveys = data ? (data.club?.surveys ?? []) : null;
  return (
    <>
      <PageHeader title="Survey Exports" />
      <SectionCard
        title="Download survey answers"
        subtitle="One row per answer, for a range of up to 31 days."
        headingLevel={2}
      >
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <Box
            component="form"
            noValidate
            aria-label="Survey export"
            onSubmit={download}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
          >
            <SurveySelect
              surveys={surveys}
              errorMessage={error && !data ? error.message : null}
              value={values.surveyId}
              onChange={(surveyId) => change({ surveyId })}
            />
            <RangeEndFields
              label="Start"
              value={values.start}
              onChange={(start) => change({ start })}
            />
            <RangeEndFields label="End" value={values.end} onChange={(end) => change({ end })} />
            <Button type="submit" variant="contained" startIcon={<FileDownloadOutlined />}>
              Download CSV
            </Button>
          </Box>
        </LocalizationProvider>
        {message && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {message}
          </Alert>
        )}
      </SectionCard>
    </>
  );
}
