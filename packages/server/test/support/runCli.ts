import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `touchline ...` from source (tsx), as a separate process; `nodeArgs` go to node. */
export function runCli(args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const node = [...nodeArgs, '--import', 'tsx', 'src/cli/main.ts'];
    const child = spawn(process.execPath, [...node, ...args], {
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
