import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { stopChild } from '@kilau/local-stack';

import type { LoadResult, LoadSpec } from './load/load-spec.js';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Runs the load generator in a process of its own and answers its figures. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const file = join(tmpdir(), `kilau-bench-load-${randomUUID()}.json`);
  await writeFile(file, JSON.stringify(spec));
  try {
    const output = await runNode(join(here, 'load', 'load-generator.js'), [file]);
    return JSON.parse(output.trim().split('\n').at(-1)!) as LoadResult;
  } finally {
    await rm(file, { force: true });
  }
}

function runNode(script: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${script} exited with ${code}: ${err.slice(-2000)}`)),
    );
  });
}

export interface RawServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The raw node:http ceiling, answering `body`, in a process of its own. */
export async function startRawServer(bodyFile: string, contentType: string): Promise<RawServer> {
  const child = spawn(process.execPath, [join(here, 'raw-server.js'), bodyFile, contentType], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the raw server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stopChild(child, 'SIGTERM', 5_000) };
}
