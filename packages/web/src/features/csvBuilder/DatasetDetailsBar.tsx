import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { reportDate } from '../../lib/reporting/chartDisplay';
import type { BuilderDataset } from './useLoadDataset';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface DatasetDetailsBarProps {
  loaded: BuilderDataset;
  /** Null for a person who may not generate datasets: no Duplicate button. */
  onDuplicate: (() => void) | null;
}

/** 'Dataset Details' (docs/product/reporting.md §2): what is loaded, and a way to generate it again for other dates. */
export function DatasetDetailsBar({ loaded, onDuplicate }: DatasetDetailsBarProps) {
  const { dataset } = loaded;
  return (
    <Paper
      component="section"
      role="region"
      aria-label="Dataset Details"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}
    >
      <Typography variant="h3" component="h2" sx={{ flex: '1 1 220px' }}>
        {dataset.title}
      </Typography>
      <Detail label="Template">{dataset.templateName ?? '-'}</Detail>
      <Detail label="Date Range">
        {reportDate(dataset.startsAt, dataset.dateFormat)} –{' '}
        {reportDate(dataset.endsAt, dataset.dateFormat)}
      </Detail>
      <Detail label="Rows">{loaded.rowCount.toLocaleString('en-US')}</Detail>
      <Detail label="Owner">{loaded.ownerName ?? '-'}</Detail>
      {onDuplicate && (
        <Button
          variant="outlined"
          startIcon={<ContentCopyRounded />}
          disabled={loaded.csvTemplateId === null}
          onClick={onDuplicate}
          sx={{ displayPrint: 'none' }}
        >
          Duplicate dataset
        </Button>
      )}
    </Paper>
  );
}
