/** Whether stand-ins echo their own logs: they are noise unless something is being debugged. */
export const debugLogs = Boolean(process.env.KILAU_DEBUG);

/**
 * Keeps the last lines a child process printed, so a start that fails can say why without the
 * stand-in's chatter on every healthy start. With KILAU_DEBUG set, lines are echoed as they come.
 */
export class OutputTail {
  private readonly lines: string[] = [];

  constructor(
    private readonly label: string,
    private readonly keep = 40,
  ) {}

  add(chunk: string | Buffer): void {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (!line.trim()) continue;
      if (debugLogs) process.stderr.write(`[${this.label}] ${line}\n`);
      this.lines.push(line);
      if (this.lines.length > this.keep) this.lines.shift();
    }
  }

  /** The kept lines, indented, for an error message. */
  toString(): string {
    return this.lines.length ? this.lines.map((line) => `  ${line}`).join('\n') : '  (no output)';
  }
}
