import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { NamedChoices } from '../../components/ui/NamedChoices';
import type { RecipientsValues } from './surveyForms';

interface Named {
  id: string;
  name: string;
}

/** Who a survey goes to: every athlete, or chosen athletes and groups. */
export function RecipientsFields({
  value,
  athletes,
  groups,
  onChange,
}: {
  value: RecipientsValues;
  athletes: readonly Named[];
  groups: readonly Named[];
  onChange: (value: RecipientsValues) => void;
}) {
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={value.allAthletes}
            onChange={(event) => onChange({ ...value, allAthletes: event.target.checked })}
          />
        }
        label="All athletes"
      />
      {!value.allAthletes && (
        <>
          <NamedChoices
            label="Groups"
            options={groups}
            chosenIds={value.athleteGroupIds}
            onChange={(athleteGroupIds) => onChange({ ...value, athleteGroupIds })}
          />
          <NamedChoices
            label="Athletes"
            options={athletes}
            chosenIds={value.athleteIds}
            onChange={(athleteIds) => onChange({ ...value, athleteIds })}
          />
        </>
      )}
    </Stack>
  );
}
