import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ProcessInfo {
  /** The command line, arguments separated by spaces. */
  command: string;
  /** The parent's pid. */
  ppid: number;
}

/** Whether a process with this pid exists (one owned by another user counts). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The command line and parent of a running process, or undefined when it is gone. Reads /proc
 * where there is one (slim containers have no `ps`), else asks `ps` (macOS).
 */
export async function processInfo(pid: number): Promise<ProcessInfo | undefined> {
  try {
    const [cmdline, stat] = await Promise.all([
      readFile(`/proc/${pid}/cmdline`, 'utf8'),
      readFile(`/proc/${pid}/stat`, 'utf8'),
    ]);
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { command: cmdline.split('\0').join(' ').trim(), ppid: Number(afterName[1]) };
  } catch {
    try {
      const { stdout } = await run('ps', ['-o', 'ppid=', '-o', 'command=', '-p', String(pid)]);
      const match = /^\s*(\d+)\s+(.*)$/.exec(stdout.trim());
      return match ? { ppid: Number(match[1]), command: match[2] ?? '' } : undefined;
    } catch {
      return undefined;
    }
  }
}
