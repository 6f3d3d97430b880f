/**
 * `--node VERSION|PATH`: the whole bench under another Node than the one that started it, such as
 * the production image's (Node 24, `Dockerfile`) on a machine whose own Node is older. The bench
 * then runs again as a process of that Node, and so does every process it starts (the shop's API
 * and worker, the raw ceiling, the load generator: each is spawned with `process.execPath`), so
 * the ceiling and the shop share one runtime and the results name it.
 *
 * A VERSION (`24`, `24.21`, `24.21.0`) is the official build in the npm registry's
 * `node-<platform>-<arch>` package, the newest that matches, fetched once with `npm pack` into
 * `node_modules/.cache/kilau-bench/`, as `deploy/image-size.sh` takes the image's runtime. Without
 * the registry (offline), the newest matching version already fetched is taken.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';

export type NodeChoice = { path: string } | { version: string };

/** What `--node` names: a version when it reads as one, else a path to a node binary. */
export function nodeChoice(spec: string): NodeChoice {
  if (/^\d+(\.\d+){0,2}$/.test(spec)) return { version: spec };
  if (spec.includes('/')) return { path: spec };
  throw new Error(`--node takes a Node version (24, 24.21.0) or a path to a node binary, not "${spec}"`);
}

/** The npm registry's package of Node's official build for this machine. */
export function runtimePackage(platform: string = process.platform, arch: string = process.arch): string {
  if (platform !== 'linux' && platform !== 'darwin') {
    throw new Error(
      `--node VERSION fetches Node for Linux and macOS only; on ${platform} give a path to a node binary`,
    );
  }
  return `node-${platform}-${arch}`;
}

/** The newest of the versions `npm view` answered (one as a string, several as an array). */
export function newestVersion(answer: string): string {
  const parsed: unknown = answer.trim() ? JSON.parse(answer) : [];
  const versions = (Array.isArray(parsed) ? parsed : [parsed]).filter(
    (version): version is string => typeof version === 'string' && /^\d+\.\d+\.\d+$/.test(version),
  );
  const numbers = (version: string) => version.split('.').map(Number);
  const newest = versions.sort((a, b) => {
    const [x, y] = [numbers(a), numbers(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
  if (!newest.length) throw new Error('the npm registry has no such Node version');
  return newest.at(-1)!;
}

/**
 * The newest version among the cache's folders (`<pkg>-<version>`) that `spec` names: `24` names
 * every 24.x.y, `24.21` every 24.21.y, `24.21.0` itself. Undefined when none does.
 */
export function newestCached(folders: readonly string[], pkg: string, spec: string): string | undefined {
  const versions = folders
    .filter((folder) => folder.startsWith(`${pkg}-`))
    .map((folder) => folder.slice(pkg.length + 1))
    .filter((version) => /^\d+\.\d+\.\d+$/.test(version) && `${version}.`.startsWith(`${spec}.`));
  return versions.length ? newestVersion(JSON.stringify(versions)) : undefined;
}

/** Where fetched Node builds are kept, under the repository at `repoRoot`. */
export function runtimeCache(repoRoot: string): string {
  return join(repoRoot, 'node_modules', '.cache', 'kilau-bench');
}

/** The node binary `--node` names; a version is fetched into the cache when it is not there yet. */
export async function nodeBinary(choice: NodeChoice, cacheRoot: string, say: (line: string) => void): Promise<string> {
  if ('path' in choice) {
    if (!existsSync(choice.path)) throw new Error(`--node ${choice.path}: no such file`);
    return choice.path;
  }
  const pkg = runtimePackage();
  const version = await versionToRun(pkg, choice.version, cacheRoot, say);
  const home = join(cacheRoot, `${pkg}-${version}`);
  const binary = join(home, 'bin', 'node');
  if (existsSync(binary)) return binary;
  say(`fetching Node ${version} (${pkg}) from the npm registry into ${home}`);
  await mkdir(cacheRoot, { recursive: true });
  const work = await mkdtemp(join(cacheRoot, '.fetch-'));
  try {
    const tarball = npm(['pack', `${pkg}@${version}`, '--silent', '--pack-destination', work], work).trim();
    const unpacked = join(work, 'node');
    await mkdir(unpacked);
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', unpacked, '--strip-components=1']);
    // whole or not at all: a fetch cut short leaves no half runtime behind for the next run
    await rename(unpacked, home);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return binary;
}

/** The newest version the registry has of `spec`, or without the registry the newest one fetched before. */
async function versionToRun(pkg: string, spec: string, cacheRoot: string, say: (line: string) => void) {
  try {
    return newestVersion(npm(['view', `${pkg}@${spec}`, 'version', '--json'], tmpdir()));
  } catch (error) {
    const folders = existsSync(cacheRoot) ? await readdir(cacheRoot) : [];
    const cached = newestCached(folders, pkg, spec);
    if (!cached) throw error;
    say(`the npm registry did not answer (${firstLine(error)}); taking Node ${cached}, fetched before`);
    return cached;
  }
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0]!;
}

/** The major version of Node the production image runs: the Dockerfile's `FROM node:NN…`. */
export async function productionNodeMajor(dockerfile: string): Promise<string> {
  const major = /^FROM node:(\d+)/m.exec(await readFile(dockerfile, 'utf8'))?.[1];
  if (!major) throw new Error(`${dockerfile} starts from no node:NN image`);
  return major;
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Runs the bench's script under that Node with the same arguments, and answers its exit code. The
 * child has a process group of its own, so a Ctrl-C reaches it once, from here, and the bench
 * stops the shop before it leaves.
 */
export function runUnder(node: string, script: string, args: readonly string[]): Promise<number> {
  const child = spawn(node, [script, ...args], { stdio: 'inherit', detached: true });
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const name of signals) process.off(name, forward);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}
