import { say } from './repo.js';
import { StandIns } from './stand-ins.js';

/**
 * Runs `task` against DATABASE_URL, or against the embedded PostgreSQL of `npm start` (started
 * for the task and stopped after it), then exits: 0 on success, 1 on failure, 130 on Ctrl-C.
 */
export async function withDatabase(task: (databaseUrl: string) => Promise<void>): Promise<never> {
  const standIns = new StandIns();
  const stopOn = (signal: NodeJS.Signals) => {
    say(`${signal}: stopping`);
    void standIns.stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOn);
  process.once('SIGTERM', stopOn);
  let code = 0;
  try {
    await task(await standIns.database());
  } catch (error) {
    say(
      error instanceof Refusal
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error),
    );
    code = 1;
  }
  await standIns.stopAll();
  process.exit(code);
}

/** A failure whose message says all there is to say: reported without a stack trace. */
export class Refusal extends Error {}
