import PrintRounded from '@mui/icons-material/PrintRounded';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useSnackbar } from '../../../components/ui/useSnackbar';
import type { ChartImageRegistry } from '../charts/chartImages';
import { printReport } from './printReport';

export interface PrintReportButtonProps {
  report: { title: string; startDate: string; endDate: string };
  charts: readonly { id: string; title: string }[];
  images: ChartImageRegistry;
}

/** 'Print Report': the report's charts on a hidden page, printed a second later (docs/product/reporting.md §2). */
export function PrintReportButton({ report, charts, images }: PrintReportButtonProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const snackbar = useSnackbar();
  const print = () => {
    const failure = printReport({ frame: frame.current, report, charts, images });
    if (failure) snackbar.show({ type: 'error', message: failure, placement: 'topRight' });
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PrintRounded />}
        onClick={print}
        disabled={charts.length === 0}
      >
        Print Report
      </Button>
      <iframe
        ref={frame}
        title="Report print frame"
        aria-hidden
        tabIndex={-1}
        style={{ position: 'fixed', right: 0, bottom: 0, width: 0, height: 0, border: 0 }}
      />
    </>
  );
}
