import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export interface FilterDropdownProps {
  label: string;
  /** 'None', 'All Selected (n In Chart)' or 'n Selected (m In Chart)'. */
  summary: string;
  children: ReactNode;
}

/** A filter of the bar: its name and summary on a button that opens its choices. */
export function FilterDropdown({ label, summary, children }: FilterDropdownProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        endIcon={<ArrowDropDownRounded />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', justifyContent: 'space-between', borderColor: 'divider' }}
      >
        <Box component="span" sx={{ textAlign: 'left' }}>
          <Typography
            component="span"
            variant="caption"
            sx={{ display: 'block' }}
            color="text.secondary"
          >
            {label}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
            {summary}
          </Typography>
        </Box>
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': label, sx: { p: 1.5, minWidth: 280 } },
        }}
      >
        {children}
      </Popover>
    </>
  );
}
