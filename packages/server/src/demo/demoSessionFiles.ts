import {
  simulateSession,
  writeEdgeCsv,
  type SimulatedSegment,
  type SimulateSessionOptions,
} from '@touchline/domain';

// 5 Hz (many club trackers' rate) halves the demo's start-up time against 10 Hz.
const DEMO_SAMPLE_RATE_HZ = 5;

/** What a demo session needs of a simulation: its times and segments, and each device's Edge export. */
export interface DemoSessionFiles {
  startMs: number;
  endMs: number;
  segments: SimulatedSegment[];
  /** Devices that recorded anything, in the simulator's order, with their files. */
  devices: { serial: string; edgeCsv: Uint8Array }[];
}

/** The simulator's input for one demo session. */
export type DemoSimulation = Pick<
  SimulateSessionOptions,
  'seed' | 'kind' | 'startTime' | 'durationS'
> & { deviceSerials: string[] };

const encoder = new TextEncoder();

/** Simulates one demo session and writes each device's Edge export (pure, CPU-bound). */
export function simulateDemoSessionFiles(simulation: DemoSimulation): DemoSessionFiles {
  const simulated = simulateSession({
    seed: simulation.seed,
    kind: simulation.kind,
    startTime: simulation.startTime,
    athletes: simulation.deviceSerials,
    durationS: simulation.durationS,
    sampleRateHz: DEMO_SAMPLE_RATE_HZ,
    // Trackers are switched off at half-time and stay in the bag on the bench.
    match: { recordHalfTime: false, benchRecording: false },
  });
  return {
    startMs: simulated.startMs,
    endMs: simulated.endMs,
    segments: simulated.segments,
    devices: simulated.athletes.map((athlete) => ({
      serial: athlete.id,
      edgeCsv: encoder.encode(writeEdgeCsv(athlete.track)),
    })),
  };
}
