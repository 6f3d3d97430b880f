import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where each fault test leaves its figures, one JSON line per fault (ignored by git; CI may keep it). */
const FIGURES = fileURLToPath(new URL('../../artifacts/faults/figures.jsonl', import.meta.url));

/** One row of README's "Faults survived" table: the fault, what was lost or doubled, and the time to recover. */
export interface FaultFigure {
  fault: string;
  lost: number;
  doubled: number;
  recoveryMs: number;
  note: string;
}

/** Prints the row (a line the README table can take as it is) and keeps it under test/artifacts/faults/. */
export async function reportFault(figure: FaultFigure): Promise<void> {
  const seconds = (figure.recoveryMs / 1000).toFixed(1);
  const row = `| ${figure.fault} | ${figure.lost} lost, ${figure.doubled} doubled | ${seconds} s | ${figure.note} |`;
  process.stdout.write(`[fault figure] ${row}\n`);
  await mkdir(dirname(FIGURES), { recursive: true });
  await appendFile(FIGURES, `${JSON.stringify({ ...figure, at: new Date().toISOString() })}\n`);
}
