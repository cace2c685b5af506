import { useMutation } from '@apollo/client/react';
import { timeZoneChoices, UNIT_SYSTEMS, type UnitSystem } from '@touchline/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import type { ClubSettingsFieldsFragment, ClubSettingsInput } from '../../gql/graphql';
import { UNIT_SYSTEM_LABELS } from '../../lib/units/unitSystemLabels';
import { UpdateClubSettingsMutation } from './settingsDocuments';
import { useSettle } from '../../components/ui/useSettle';

interface ClubDetailsFormProps {
  club: ClubSettingsFieldsFragment;
  /** Club admins change the settings; other staff read them. */
  canEdit: boolean;
}

const inputOf = (club: ClubSettingsFieldsFragment): ClubSettingsInput => ({
  name: club.name,
  timeZone: club.settings.timeZone,
  defaultUnitSystem: club.settings.defaultUnitSystem,
  suggestedSegmentTitles: [...club.settings.suggestedSegmentTitles],
  wellnessFlagStandardDeviations: club.settings.wellnessFlagStandardDeviations,
  wellnessFlagBaselineDays: club.settings.wellnessFlagBaselineDays,
});

/** The club's name, time zone, default units, segment titles and wellness-flag thresholds (docs/product/club-administration.md §6). */
export function ClubDetailsForm({ club, canEdit }: ClubDetailsFormProps) {
  const settle = useSettle();
  const zones = useMemo(() => timeZoneChoices(), []);
  const [input, setInput] = useState(() => inputOf(club));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [update] = useMutation(UpdateClubSettingsMutation);
  const save = async () => {
    setSaving(true);
    setErrors(
      await settle(
        async () =>
          (await update({ variables: { clubId: club.id, input } })).data?.updateClubSettings,
        'Club settings saved.',
      ),
    );
    setSaving(false);
  };
  return (
    <Stack spacing={2} component="form" aria-label="Club details" sx={{ maxWidth: 560 }}>
      <MutationErrorList messages={errors} />
      <TextField
        label="Club name"
        value={input.name}
        onChange={(event) => setInput({ ...input, name: event.target.value })}
        disabled={!canEdit}
        required
      />
      <Autocomplete
        options={zones}
        value={input.timeZone}
        onChange={(_event, timeZone) => timeZone && setInput({ ...input, timeZone })}
        disabled={!canEdit}
        disableClearable
        renderInput={(params) => <TextField {...params} label="Time zone" />}
      />
      <TextField
        select
        label="Default units"
        value={input.defaultUnitSystem}
        onChange={(event) =>
          setInput({ ...input, defaultUnitSystem: event.target.value as UnitSystem })
        }
        disabled={!canEdit}
        helperText="What a new member reads distances and speeds in until they choose."
      >
        {UNIT_SYSTEMS.map((system) => (
          <MenuItem key={system} value={system}>
            {UNIT_SYSTEM_LABELS[system]}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        freeSolo
        options={[]}
        value={input.suggestedSegmentTitles}
        onChange={(_event, titles) => setInput({ ...input, suggestedSegmentTitles: titles })}
        disabled={!canEdit}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Segment titles"
            helperText="Offered first when naming a segment. Type a title and press Enter."
          />
        )}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label="Wellness flag: standard deviations"
          type="number"
          value={input.wellnessFlagStandardDeviations ?? ''}
          onChange={(event) =>
            setInput({ ...input, wellnessFlagStandardDeviations: Number(event.target.value) })
          }
          disabled={!canEdit}
          slotProps={{ htmlInput: { step: 0.1 } }}
          helperText="An athlete is flagged when their Hooper index is worse than their own mean by more than this (0.5 to 5)."
          fullWidth
        />
        <TextField
          label="Wellness flag: baseline days"
          type="number"
          value={input.wellnessFlagBaselineDays ?? ''}
          onChange={(event) =>
            setInput({ ...input, wellnessFlagBaselineDays: Number(event.target.value) })
          }
          disabled={!canEdit}
          helperText="The days before that make their mean (7 to 90)."
          fullWidth
        />
      </Stack>
      {canEdit && (
        <div>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            Save settings
          </Button>
        </div>
      )}
    </Stack>
  );
}
