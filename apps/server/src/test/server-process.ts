import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_LIMIT_MS = 120_000;

export interface TServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr in arrival order. */
  output: string[];
  /** Stops the process with SIGTERM and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * `server.ts` in its own process on a free loopback port, as `npm start` runs it, with `env` over
 * the caller's environment; resolves once `/health` answers. `echo` also passes its output through
 * (benches); tests read `output` instead.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { echo = false } = {},
): Promise<TServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const [stream, sink] of [
    [child.stdout!, process.stdout],
    [child.stderr!, process.stderr],
  ] as const)
    stream.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (echo) sink.write(chunk);
    });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} while starting:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      if (Date.now() - started > START_LIMIT_MS)
        throw new Error(`the server did not start in 2 minutes:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
