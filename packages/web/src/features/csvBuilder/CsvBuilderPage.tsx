import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReactiveVar } from '@apollo/client/react';
import type { GridConfig } from '@touchline/domain';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { PageHeader } from '../../components/ui/PageHeader';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { DatasetCharts } from './charts/DatasetCharts';
import type { GridView } from './csvBuilderTypes';
import { DatasetDetailsBar } from './DatasetDetailsBar';
import { DatasetFilterPanel } from './DatasetFilterPanel';
import { DuplicateDatasetDialog } from './DuplicateDatasetDialog';
import { DatasetGrid } from './grid/DatasetGrid';
import { DEMO_CHART_STEP, DEMO_DATASET_STEP } from './tour/csvBuilderTourSteps';
import { tourBuilderDataset } from './tour/tourDemoDataset';
import { useCsvBuilderTour } from './tour/useCsvBuilderTour';
import { useAvailableDatasets } from './useAvailableDatasets';
import { useCanCreateDatasets } from './useCanCreateDatasets';
import { useLoadDataset } from './useLoadDataset';

/**
 * 'Stop tour' stays pressable during the tour: above its overlay (z-index 10000), and
 * clickable although driver.css turns pointer events off for everything but the tour's
 * popover and highlighted part ('&&' outranks its `.driver-active *`).
 */
const STOP_TOUR_SX = {
  position: 'relative',
  zIndex: 10001,
  '&&': { pointerEvents: 'auto' },
} as const;

/**
 * The CSV Builder (docs/product/reporting.md §2, §4): datasets are made and loaded in the filter panel,
 * then sliced in the grid and charted. The tour shows its own demo state over the person's,
 * which is back untouched when it ends.
 */
export function CsvBuilderPage() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const available = useAvailableDatasets(clubId);
  const canCreate = useCanCreateDatasets(clubId);
  const { loaded, loadingId, errorMessage, load } = useLoadDataset();
  const tour = useCsvBuilderTour();
  const [filterShown, setFilterShown] = useState(true);
  const [duplicating, setDuplicating] = useState(false);
  const [view, setView] = useState<{ datasetId: string; view: GridView } | null>(null);
  const [layouts, setLayouts] = useState<Readonly<Record<string, GridConfig>>>({});
  const onLayoutChange = useCallback(
    (datasetId: string, layout: GridConfig) =>
      setLayouts((all) => (all[datasetId] === layout ? all : { ...all, [datasetId]: layout })),
    [],
  );

  const step = tour.step;
  const touring = step !== null;
  const showDemo = step !== null && step >= DEMO_DATASET_STEP;
  const demo = useMemo(() => (showDemo ? tourBuilderDataset() : null), [showDemo]);
  const shown = demo ?? loaded;
  const shownId = shown?.dataset.id ?? null;
  const filterOpen = touring || filterShown;
  const onViewChange = useCallback(
    (next: GridView) => shownId !== null && setView({ datasetId: shownId, view: next }),
    [shownId],
  );

  return (
    <>
      <PageHeader
        title="CSV Builder"
        actions={
          <Stack direction="row" spacing={1} sx={{ displayPrint: 'none' }}>
            <Button
              variant="outlined"
              disabled={touring}
              onClick={() => setFilterShown(!filterShown)}
            >
              {filterOpen ? 'Hide Dataset Filter' : 'Show Dataset Filter'}
            </Button>
            <Button
              variant="contained"
              onClick={touring ? tour.stop : tour.start}
              sx={touring ? STOP_TOUR_SX : undefined}
            >
              {touring ? 'Stop tour' : 'Take a tour'}
            </Button>
          </Stack>
        }
      />
      <Stack spacing={3}>
        {filterOpen && (
          <DatasetFilterPanel
            clubId={clubId}
            canCreate={canCreate}
            available={available}
            selectedId={shownId}
            loadingId={loadingId}
            onLoad={(datasetId) => void load(datasetId)}
          />
        )}
        {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
        {loadingId && (
          <Box role="progressbar" aria-label="Loading dataset">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Loading the dataset…
            </Typography>
            <LinearProgress />
          </Box>
        )}
        {shown ? (
          <>
            <DatasetDetailsBar
              loaded={shown}
              onDuplicate={canCreate ? () => setDuplicating(true) : null}
            />
            <Box id="csv-data-table">
              <DatasetGrid
                key={shown.dataset.id}
                dataset={shown.dataset}
                onViewChange={onViewChange}
                layout={layouts[shown.dataset.id] ?? null}
                onLayoutChange={onLayoutChange}
                savesLayout={canCreate}
              />
            </Box>
            <Box id="csv-charts">
              <DatasetCharts
                dataset={shown.dataset}
                view={view?.datasetId === shownId ? view.view : null}
                demoChart={step !== null && step >= DEMO_CHART_STEP}
              />
            </Box>
          </>
        ) : (
          !loadingId && (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              Load a Completed dataset to see its table and charts here.
            </Typography>
          )
        )}
      </Stack>
      {duplicating && loaded && (
        <DuplicateDatasetDialog
          clubId={clubId}
          source={loaded}
          onClose={() => setDuplicating(false)}
        />
      )}
    </>
  );
}
