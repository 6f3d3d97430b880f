/**
 * How many jobs the outbox handed to their queues again because Redis had lost them, from the
 * shop processes' log lines (the re-drive logs each look that re-sent any, with its counts).
 */
export function resentByRedrive(lines: readonly string[]): number {
  let resent = 0;
  for (const line of lines) {
    if (!line.includes('jobs the queue had lost were handed over again')) continue;
    resent += (JSON.parse(line) as { resent?: number }).resent ?? 0;
  }
  return resent;
}

/** How many mails the worker found sent before when their lost job was handed over again (and did not send twice). */
export function mailsNotSentAgain(lines: readonly string[]): number {
  return lines.filter((line) => line.includes('mail sent before under a job the queue lost')).length;
}
