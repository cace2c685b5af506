import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { EditorTagDefinition } from '../model/types';

export interface AthleteTagsIconProps {
  athleteName: string;
  tags: readonly EditorTagDefinition[];
}

/** The tag icon of an athlete row; hovering lists the athlete's tags under the title 'Tags'. */
export function AthleteTagsIcon({ athleteName, tags }: AthleteTagsIconProps) {
  const list = (
    <Box>
      <Typography variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
        Tags
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {tags.map((tag) => (
          <li key={tag.id}>
            <Box component="span" sx={{ color: tag.colour, mr: 0.5 }} aria-hidden>
              ●
            </Box>
            {tag.label}
          </li>
        ))}
      </Box>
    </Box>
  );
  return (
    <Tooltip title={list} placement="right" arrow>
      <Box
        component="span"
        tabIndex={0}
        aria-label={`${athleteName} tags: ${tags.map((tag) => tag.label).join(', ')}`}
        sx={{
          display: 'inline-flex',
          color: tags[0]?.colour ?? 'text.secondary',
          cursor: 'default',
        }}
      >
        <LocalOfferOutlined sx={{ fontSize: 16 }} />
      </Box>
    </Tooltip>
  );
}
