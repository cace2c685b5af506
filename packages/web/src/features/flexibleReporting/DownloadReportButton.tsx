import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { downloadExport } from '../../components/download/downloadExport';
import { Button } from '../../components/ui/Button';
import { useSnackbar } from '../../components/ui/useSnackbar';

/** The dataset as CSV, in the person's units (the server converts); saved under the server's name. */
export function datasetCsvUrl(datasetId: string): string {
  return `/api/export/datasets/${encodeURIComponent(datasetId)}/dataset.csv`;
}

/** 'Download Report' (docs/product/reporting.md §2): usable once the report's dataset is Completed. */
export function DownloadReportButton({
  datasetId,
  disabled,
}: {
  datasetId: string;
  disabled: boolean;
}) {
  const snackbar = useSnackbar();
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadExport(datasetCsvUrl(datasetId))
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : 'The download failed.';
        snackbar.show({ type: 'error', message, placement: 'topRight' });
      })
      .finally(() => setDownloading(false));
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      disabled={disabled}
      loading={downloading}
      onClick={download}
    >
      Download Report
    </Button>
  );
}
