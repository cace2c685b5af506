import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import type { InviteOutcome } from '../../gql/graphql';
import { mutationErrorMessages } from '../../lib/mutationErrors';
import { absoluteLink } from './copyLink';
import { inviteDeliveryText, inviteOutcomeText } from './inviteOutcomeText';
import type { MemberMutations } from './useMemberMutations';

export interface InviteResult {
  outcome: InviteOutcome;
  link: string | null;
  emailSent: boolean;
}

/** 'Invite': by e-mail or as a link to hand over, as staff or athlete (optionally for an athlete record). */
export function InviteDialog({
  open,
  unclaimedAthletes,
  invite,
  onCopy,
  onClose,
}: {
  open: boolean;
  unclaimedAthletes: { id: string; name: string }[];
  invite: MemberMutations['invite'];
  onCopy: (link: string) => void;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'staff' | 'athlete'>('staff');
  const [athleteId, setAthleteId] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [result, setResult] = useState<InviteResult | null>(null);
  const athleteName = unclaimedAthletes.find((athlete) => athlete.id === athleteId)?.name;

  const close = () => {
    setEmail('');
    setRole('staff');
    setAthleteId('');
    setErrors([]);
    setResult(null);
    onClose();
  };
  const send = async () => {
    setSending(true);
    setErrors([]);
    try {
      const answer = await invite({
        email,
        role,
        athleteId: role === 'athlete' && athleteId ? athleteId : null,
      });
      const messages = mutationErrorMessages(answer?.errors);
      if (messages.length > 0 || !answer?.outcome) {
        setErrors(messages.length > 0 ? messages : ['The invite could not be made.']);
        return;
      }
      setResult({
        outcome: answer.outcome,
        link: answer.invitePath ? absoluteLink(answer.invitePath) : null,
        emailSent: answer.emailSent,
      });
    } catch (failure) {
      setErrors([(failure as Error).message]);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">Invite</DialogTitle>
      <DialogContent>
        {result ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity={result.link ? 'success' : 'info'}>
              {inviteOutcomeText(result.outcome, { email: email.trim(), athleteName })}
            </Alert>
            {result.link && (
              <>
                <Alert severity="info">
                  {inviteDeliveryText(result.emailSent, email.trim() !== '')}
                </Alert>
                <TextField
                  label="Invite link"
                  value={result.link}
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
              </>
            )}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <MutationErrorList messages={errors} />
            <TextField
              label="E-mail"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              helperText="Leave empty for a link to hand over."
              autoFocus
            />
            <TextField
              select
              label="Role"
              value={role}
              onChange={(event) => setRole(event.target.value as 'staff' | 'athlete')}
            >
              <MenuItem value="staff">Staff</MenuItem>
              <MenuItem value="athlete">Athlete</MenuItem>
            </TextField>
            {role === 'athlete' && unclaimedAthletes.length > 0 && (
              <TextField
                select
                label="Athlete record"
                value={athleteId}
                onChange={(event) => setAthleteId(event.target.value)}
                helperText="An athlete of the squad without an account, for them to take over."
              >
                <MenuItem value="">A new athlete</MenuItem>
                {unclaimedAthletes.map((athlete) => (
                  <MenuItem key={athlete.id} value={athlete.id}>
                    {athlete.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {result?.link ? (
          <>
            <Button onClick={() => onCopy(result.link!)}>Copy link</Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </>
        ) : result ? (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="contained" disabled={sending} onClick={() => void send()}>
              Invite
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
