// The worker thread behind `simulateDemoSessions`: simulates the demo session
// it is asked for and hands the files back without copying them.
import { parentPort, workerData } from 'node:worker_threads';
import { simulateDemoSessionFiles, type DemoSimulation } from './demoSessionFiles.js';

const simulations = workerData as DemoSimulation[];

parentPort!.on('message', (index: number) => {
  try {
    const files = simulateDemoSessionFiles(simulations[index]!);
    parentPort!.postMessage(
      { index, files },
      files.devices.map((device) => device.edgeCsv.buffer as ArrayBuffer),
    );
  } catch (error) {
    parentPort!.postMessage({
      index,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
