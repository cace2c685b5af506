import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Button } from '../../components/ui/Button';
import { SectionCard } from '../../components/ui/SectionCard';
import type { ClubMemberFieldsFragment } from '../../gql/graphql';
import { memberDate } from './memberRoles';

/** 'Waiting for approval': people who joined with the club's link; staff approve or decline them. */
export function WaitingMembersCard({
  waiting,
  busy,
  onApprove,
  onDecline,
}: {
  waiting: ClubMemberFieldsFragment[];
  busy: string | null;
  onApprove: (member: ClubMemberFieldsFragment) => void;
  onDecline: (member: ClubMemberFieldsFragment) => void;
}) {
  return (
    <SectionCard
      title="Waiting for approval"
      subtitle="They joined with the club’s link."
      headingLevel={2}
    >
      <List dense aria-label="Waiting for approval">
        {waiting.map((member) => (
          <ListItem
            key={member.id}
            divider
            secondaryAction={
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={busy !== null}
                  aria-label={`Approve ${member.name}`}
                  onClick={() => onApprove(member)}
                >
                  Approve
                </Button>
                <Button
                  size="small"
                  color="secondary"
                  disabled={busy !== null}
                  aria-label={`Decline ${member.name}`}
                  onClick={() => onDecline(member)}
                >
                  Decline
                </Button>
              </Stack>
            }
          >
            <ListItemText
              primary={member.name}
              secondary={`${member.email} · asked on ${memberDate(member.since)}`}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
