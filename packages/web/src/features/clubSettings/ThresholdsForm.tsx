import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { ProgressBar } from '../../components/ui/ProgressBar';
import type { ClubThresholdsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { UpdateThresholdsMutation } from './settingsDocuments';
import { useReprocessing } from './useReprocessing';
import { useSettle } from '../../components/ui/useSettle';

interface ThresholdsFormProps {
  clubId: string;
  thresholds: ClubThresholdsFragment;
  /** The sessions a change re-computes. */
  sessionsWithStoredFiles: number;
  canEdit: boolean;
}

type Draft = {
  highIntensitySpeedKph: string;
  sprintSpeedKph: string;
  accelerationThresholdMps2: string;
  speedZoneBoundsKph: string[];
  individualSpeedZones: boolean;
};

const draftOf = (t: ClubThresholdsFragment): Draft => ({
  highIntensitySpeedKph: String(t.highIntensitySpeedKph),
  sprintSpeedKph: String(t.sprintSpeedKph),
  accelerationThresholdMps2: String(t.accelerationThresholdMps2),
  speedZoneBoundsKph: t.speedZoneBoundsKph.map(String),
  individualSpeedZones: t.individualSpeedZones,
});

const plural = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;

/**
 * The club's metric thresholds (docs/product/club-administration.md §6): a
 * change asks first, then re-processes the club's sessions with a live bar.
 */
export function ThresholdsForm({
  clubId,
  thresholds,
  sessionsWithStoredFiles,
  canEdit,
}: ThresholdsFormProps) {
  const settle = useSettle();
  const [draft, setDraft] = useState(() => draftOf(thresholds));
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [update, { loading }] = useMutation(UpdateThresholdsMutation, {
    refetchQueries: ['ClubSettingsQuery'],
  });
  const { progress, start } = useReprocessing(clubId);

  const save = async () => {
    setConfirming(false);
    let reprocessing = 0;
    const messages = await settle(async () => {
      const payload = (
        await update({
          variables: {
            input: {
              clubId,
              highIntensitySpeedKph: Number(draft.highIntensitySpeedKph),
              sprintSpeedKph: Number(draft.sprintSpeedKph),
              accelerationThresholdMps2: Number(draft.accelerationThresholdMps2),
              speedZoneBoundsKph: draft.speedZoneBoundsKph.map(Number),
              individualSpeedZones: draft.individualSpeedZones,
            },
          },
        })
      ).data?.updateMetricSettings;
      reprocessing = payload?.sessionsReprocessing ?? 0;
      return payload;
    }, 'Thresholds saved.');
    setErrors(messages);
    if (messages.length === 0 && reprocessing > 0) start(reprocessing);
  };

  const field = (
    key: 'highIntensitySpeedKph' | 'sprintSpeedKph' | 'accelerationThresholdMps2',
    label: string,
  ) => (
    <TextField
      label={label}
      type="number"
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      disabled={!canEdit}
    />
  );

  return (
    <Stack spacing={2} component="form" aria-label="Metric thresholds" sx={{ maxWidth: 560 }}>
      <MutationErrorList messages={errors} />
      {field('highIntensitySpeedKph', 'High-intensity speed (km/h)')}
      {field('sprintSpeedKph', 'Sprint speed (km/h)')}
      {field('accelerationThresholdMps2', 'Acceleration (m/s²)')}
      <Typography variant="subtitle2">Speed zones: upper bounds of zones 1–5 (km/h)</Typography>
      <Stack direction="row" spacing={1}>
        {draft.speedZoneBoundsKph.map((bound, index) => (
          <TextField
            key={index}
            label={`Zone ${index + 1}`}
            type="number"
            value={bound}
            onChange={(event) =>
              setDraft({
                ...draft,
                speedZoneBoundsKph: draft.speedZoneBoundsKph.map((b, i) =>
                  i === index ? event.target.value : b,
                ),
              })
            }
            disabled={!canEdit}
          />
        ))}
      </Stack>
      <FormControlLabel
        label="Individual speed zones (percentages of each athlete’s best top speed)"
        control={
          <Switch
            checked={draft.individualSpeedZones}
            onChange={(event) => setDraft({ ...draft, individualSpeedZones: event.target.checked })}
            disabled={!canEdit}
          />
        }
      />
      {progress && (
        <Stack spacing={1}>
          <Typography>{`Re-processing: ${progress.done} of ${plural(progress.total)} done`}</Typography>
          <ProgressBar value={progress.done} max={progress.total} label="Re-processing" />
        </Stack>
      )}
      {canEdit && (
        <div>
          <Button
            variant="contained"
            onClick={() => setConfirming(true)}
            disabled={loading || progress !== null}
          >
            Save thresholds
          </Button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          open
          title="Change the thresholds?"
          message={`${plural(sessionsWithStoredFiles)} will be re-processed with the new thresholds. Their figures change when each is done.`}
          confirmLabel="Re-process"
          onCancel={() => setConfirming(false)}
          onConfirm={() => void save()}
        />
      )}
    </Stack>
  );
}
