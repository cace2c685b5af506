// `touchline analyse` alone: the entry bundled into dist/analyse.bundle.js
// (scripts/bundleAnalyse.mjs), which bin/touchline.js runs for `analyse`.
import { analyseCommand } from './commands/analyseCommand.js';
import { runProgram } from './program.js';

runProgram({ topLevel: { analyse: analyseCommand }, groups: {} }, process.argv.slice(2));
