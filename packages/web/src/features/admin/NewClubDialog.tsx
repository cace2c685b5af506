import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { SPORTS, timeZoneChoices, UNIT_SYSTEMS } from '@touchline/domain';
import { useMemo, useState } from 'react';
import type { Sport, UnitSystem } from '../../gql/graphql';
import { AdminCreateClubMutation } from './adminMutations';
import { useAdminAction } from './useAdminAction';

/** A new club: name, sport, time zone, units and, optionally, its first admin. */
export function NewClubDialog({ onClose }: { onClose: () => void }) {
  const act = useAdminAction();
  const [create, { loading }] = useMutation(AdminCreateClubMutation, {
    refetchQueries: ['AdminClubsQuery'],
  });
  const zones = useMemo(() => timeZoneChoices(), []);
  const [name, setName] = useState('');
  const [sport, setSport] = useState<Sport>('association_football');
  const [timeZone, setTimeZone] = useState('Europe/London');
  const [units, setUnits] = useState<UnitSystem>('metric');
  const [firstAdminEmail, setFirstAdminEmail] = useState('');
  const submit = async () => {
    const created = await act(
      async () =>
        (
          await create({
            variables: {
              input: {
                name,
                sport,
                timeZone,
                defaultUnitSystem: units,
                firstAdminEmail: firstAdminEmail.trim() || null,
              },
            },
          })
        ).data?.adminCreateClub,
      `${name.trim()} is created.`,
    );
    if (created) onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="new-club-title">
      <DialogTitle id="new-club-title">New Club</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <TextField
            select
            label="Sport"
            value={sport}
            onChange={(event) => setSport(event.target.value as Sport)}
          >
            {SPORTS.map((each) => (
              <MenuItem key={each} value={each}>
                {each.replaceAll('_', ' ')}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={zones}
            value={timeZone}
            disableClearable
            onChange={(_event, zone) => setTimeZone(zone)}
            renderInput={(params) => <TextField {...params} label="Time Zone" />}
          />
          <TextField
            select
            label="Units"
            value={units}
            onChange={(event) => setUnits(event.target.value as UnitSystem)}
          >
            {UNIT_SYSTEMS.map((each) => (
              <MenuItem key={each} value={each}>
                {each.replaceAll('_', ' ')}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="First admin's e-mail (optional)"
            type="email"
            value={firstAdminEmail}
            onChange={(event) => setFirstAdminEmail(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={loading} onClick={() => void submit()}>
          Create Club
        </Button>
      </DialogActions>
    </Dialog>
  );
}
