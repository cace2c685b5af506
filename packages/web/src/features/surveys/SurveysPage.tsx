import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { PageHeader } from '../../components/ui/PageHeader';
import { useMutationAction } from '../../components/ui/useMutationAction';
import {
  ArchiveSurveyMutation,
  CreateSurveyMutation,
  RestoreSurveyMutation,
} from './surveyDocuments';
import { timerSummary, type EditedSurvey } from './surveyForms';
import { TitleDialog } from './TitleDialog';
import { useClubSurveys } from './useClubSurveys';

const REFETCH = { refetchQueries: ['SurveysQuery'] };

/** docs/product/surveys.md §2a: the club's surveys, active or archived (/surveys). */
export function SurveysPage() {
  const { clubId, club, loading, error } = useClubSurveys();
  const navigate = useNavigate();
  const [archived, setArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const create = useMutationAction();
  const change = useMutationAction();
  const [createSurvey] = useMutation(CreateSurveyMutation, REFETCH);
  const [archiveSurvey] = useMutation(ArchiveSurveyMutation);
  const [restoreSurvey] = useMutation(RestoreSurveyMutation);

  const onCreate = async (title: string) => {
    const created: { id?: string } = {};
    await create.run(async () => {
      const answer = await createSurvey({ variables: { clubId, title } });
      created.id = answer.data?.createSurvey.survey?.id;
      return { payload: answer.data?.createSurvey, error: answer.error };
    }, `${title.trim()} created.`);
    if (created.id) void navigate(`/surveys/${created.id}`);
  };
  const onArchive = (survey: EditedSurvey) =>
    void change.run(
      async () => {
        const variables = { id: survey.id };
        const answer = survey.archived
          ? await restoreSurvey({ variables })
          : await archiveSurvey({ variables });
        const data = answer.data;
        const payload = data && ('restoreSurvey' in data ? data.restoreSurvey : data.archiveSurvey);
        return { payload, error: answer.error };
      },
      `${survey.title} ${survey.archived ? 'restored' : 'archived'}.`,
    );

  const surveys = club?.surveys.filter((survey) => survey.archived === archived) ?? [];
  return (
    <>
      <PageHeader
        title="Surveys"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/surveys/board" variant="outlined">
              Completion board
            </Button>
            <Button variant="contained" onClick={() => setCreating(true)}>
              New survey
            </Button>
          </Box>
        }
      />
      <Paper sx={{ p: 2 }}>
        <Tabs
          value={archived ? 'archived' : 'active'}
          onChange={(_event, value) => setArchived(value === 'archived')}
          aria-label="Which surveys"
          sx={{ mb: 2 }}
        >
          <Tab value="active" label="Active" />
          <Tab value="archived" label="Archived" />
        </Tabs>
        {error && !club && <ErrorBanner message={error.message} />}
        {!club && loading && (
          <Skeleton
            variant="rectangular"
            height={240}
            aria-label="Loading the surveys"
            role="progressbar"
          />
        )}
        {club && surveys.length === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }}>
            {archived
              ? 'No archived surveys.'
              : 'No surveys yet: create one, add its questions and a timer to send it.'}
          </Typography>
        )}
        {club && surveys.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={archived ? 'Archived surveys' : 'Surveys'}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Title</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Questions</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Sent</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {surveys.map((survey) => (
                  <TableRow key={survey.id} hover>
                    <TableCell sx={{ fontWeight: 500 }}>
                      <Link component={RouterLink} to={`/surveys/${survey.id}`}>
                        {survey.title}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {survey.questions.filter((question) => !question.hidden).length}
                    </TableCell>
                    <TableCell>
                      {survey.timers.length === 0
                        ? 'By hand'
                        : survey.timers.map(timerSummary).join('; ')}
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => onArchive(survey)}>
                        {survey.archived ? 'Restore' : 'Archive'}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Paper>
      {creating && (
        <TitleDialog
          messages={create.messages}
          busy={create.busy}
          onSave={(title) => void onCreate(title)}
          onClose={() => {
            create.clear();
            setCreating(false);
          }}
        />
      )}
    </>
  );
}
