/** The parts of a V8 CPU profile (`--cpu-prof`) a summary reads. */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  /** µs of the monotonic clock, as are a load window's bounds. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A measured load's span (profile-windows.ts). */
export interface ProfileWindow {
  name: string;
  start: number;
  end: number;
  /** The CPU time each process spent in the window by `/proc` (user and system), ms by pid. */
  cpuMsByPid?: Record<string, number>;
}

export interface WindowSummary {
  /** µs the process was busy (not idle) within the window. */
  busy: number;
  /** The functions that spent the most of it themselves, with their µs, most first. */
  top: Array<{ where: string; micros: number }>;
}

/**
 * A process's busy time within a load's window and the functions that spent most of it: the
 * samples taken between the window's start and end, idle ones left out, each counted by the
 * function it was in (its name, package or source file, and line).
 */
export function windowSummary(profile: CpuProfile, window: ProfileWindow, top: number): WindowSummary {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let at = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const frame = frames.get(id);
    if (!frame || at < window.start || at > window.end || frame.functionName === '(idle)') return;
    busy += delta;
    const where = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber}`;
    self.set(where, (self.get(where) ?? 0) + delta);
  });
  const ranked = [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { busy, top: ranked.map(([where, micros]) => ({ where, micros })) };
}

/** A package's path from its name, the shop's from its workspace folder; node's own as they are. */
function shortUrl(url: string): string {
  return url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*\/(services|libs)\//, '$1/');
}

/** The process a profile file of `--cpu-prof` is of: `CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile`. */
export function profilePid(file: string): string | undefined {
  return /^CPU\.\d+\.\d+\.(\d+)\.\d+\.\d+\.cpuprofile$/.exec(file)?.[1];
}
