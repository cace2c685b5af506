import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { questionSummary, type EditedQuestion } from './surveyForms';

export interface QuestionActions {
  onMove: (question: EditedQuestion, position: number) => void;
  onEdit: (question: EditedQuestion) => void;
  onHide: (question: EditedQuestion, hidden: boolean) => void;
  onDelete: (question: EditedQuestion) => void;
}

function Action({
  label,
  icon,
  disabled = false,
  onClick,
}: {
  label: string;
  icon: React.ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** A survey's questions in order, each with its order, edit, hide and delete buttons. */
export function QuestionList({
  questions,
  actions,
}: {
  questions: readonly EditedQuestion[];
  actions: QuestionActions;
}) {
  if (questions.length === 0)
    return (
      <Typography sx={{ py: 3, textAlign: 'center' }}>
        No questions yet: add the first one.
      </Typography>
    );
  return (
    <List aria-label="Questions" disablePadding>
      {questions.map((question, index) => (
        <ListItem
          key={question.id}
          divider
          sx={{ gap: 2, flexWrap: 'wrap', opacity: question.hidden ? 0.6 : 1 }}
        >
          <Typography sx={{ width: 24, fontWeight: 700 }}>{question.position}</Typography>
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }}>{question.prompt}</Typography>
            <Typography variant="body2" color="text.secondary">
              {questionSummary(question)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {question.hidden && <Chip size="small" label="Hidden" />}
            {!question.required && <Chip size="small" variant="outlined" label="Optional" />}
          </Box>
          <Box sx={{ display: 'flex' }}>
            <Action
              label={`Move "${question.prompt}" up`}
              icon={<ArrowUpwardRounded fontSize="small" />}
              disabled={index === 0}
              onClick={() => actions.onMove(question, question.position - 1)}
            />
            <Action
              label={`Move "${question.prompt}" down`}
              icon={<ArrowDownwardRounded fontSize="small" />}
              disabled={index === questions.length - 1}
              onClick={() => actions.onMove(question, question.position + 1)}
            />
            <Action
              label={`Edit "${question.prompt}"`}
              icon={<EditOutlined fontSize="small" />}
              onClick={() => actions.onEdit(question)}
            />
            <Action
              label={`${question.hidden ? 'Show' : 'Hide'} "${question.prompt}"`}
              icon={
                question.hidden ? (
                  <VisibilityOutlined fontSize="small" />
                ) : (
                  <VisibilityOffOutlined fontSize="small" />
                )
              }
              onClick={() => actions.onHide(question, !question.hidden)}
            />
            <Action
              label={`Delete "${question.prompt}"`}
              icon={<DeleteOutline fontSize="small" />}
              onClick={() => actions.onDelete(question)}
            />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
