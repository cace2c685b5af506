import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs node with `args` in the server's folder, as a separate process, and collects what it printed. */
export function runNode(args: string[], env: Record<string, string> = {}): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs `touchline ...` from source (tsx), as a separate process; `nodeArgs` go to node. */
export function runCli(args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []) {
  return runNode([...nodeArgs, '--import', 'tsx', 'src/cli/main.ts', ...args], env);
}
