import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../lib/access/usePermission';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { SessionDialog } from './SessionDialog';

/** 'New session' on the Sessions page, for those the policy lets (New on Session); a created session opens. */
export function NewSessionButton() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const navigate = useNavigate();
  const { permitted } = usePermission({ action: 'New', subject: 'Session', clubId });
  const [open, setOpen] = useState(false);
  if (!permitted) return null;
  return (
    <>
      <Button variant="contained" startIcon={<AddRounded />} onClick={() => setOpen(true)}>
        New session
      </Button>
      {open && (
        <SessionDialog
          clubId={clubId}
          sessionId={null}
          onClose={() => setOpen(false)}
          onSaved={(sessionId) => {
            setOpen(false);
            void navigate(`/sessions/${sessionId}`);
          }}
        />
      )}
    </>
  );
}
