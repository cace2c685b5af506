// `node --import ./loadedModules.mjs ...` appends the URL of every module the
// process loads to the file LOADED_MODULES_FILE names: how the CLI tests see
// what a command loads. The hooks run on Node's loader thread.
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';

export async function load(url, context, nextLoad) {
  appendFileSync(process.env.LOADED_MODULES_FILE, `${url}\n`);
  return nextLoad(url, context);
}

if (process.env.LOADED_MODULES_FILE && !process.env.LOADED_MODULES_HOOKED) {
  process.env.LOADED_MODULES_HOOKED = '1';
  register(import.meta.url);
}
