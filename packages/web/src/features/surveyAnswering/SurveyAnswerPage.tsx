import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { AnswerSteps } from './AnswerSteps';
import { ANSWERING_TEXTS } from './answeringTexts';
import { AnsweringDistributionsQuery } from './surveyAnsweringDocuments';

/** Answering one survey sent to the athlete, on their phone (docs/product/athlete-app.md §3). */
export function SurveyAnswerPage() {
  const { distributionId = '' } = useParams();
  const { data, error } = useQuery(AnsweringDistributionsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const distribution = data?.mySurveyDistributions.find((one) => one.id === distributionId);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      {!data && !error && (
        <Box aria-busy="true" aria-label="Loading the survey">
          <Skeleton variant="text" width="60%" height={40} />
          <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
        </Box>
      )}
      {!data && error && <ErrorBanner message={error.message} />}
      {data && !distribution && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h1" component="h1">
            {ANSWERING_TEXTS.notFound}
          </Typography>
          <MuiButton component={RouterLink} to="/" variant="outlined" color="secondary">
            {ANSWERING_TEXTS.backHome}
          </MuiButton>
        </Box>
      )}
      {distribution && (
        <>
          <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 2 }}>
            {distribution.survey.title}
          </Typography>
          <AnswerSteps key={distribution.id} distribution={distribution} />
        </>
      )}
    </Box>
  );
}
