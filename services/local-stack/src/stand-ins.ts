import { join } from 'node:path';

import { MailCatcher } from '@kilau/mail-catcher';
import { startProviderSim } from '@kilau/provider-sim';

import { startEmbeddedPostgres } from './embedded-postgres.js';
import { isPortFree } from './free-port.js';
import { postgresDataDir } from './postgres-data-dir.js';
import { startPrivateRedis } from './private-redis.js';
import { dataHome, say } from './repo.js';

interface Started {
  label: string;
  stop(): Promise<void>;
}

/**
 * What `npm start`, `npm run seed` and `npm run migrate` started in place of a service the
 * environment did not name, so they can say so and stop exactly those, newest first.
 */
export class StandIns {
  private readonly started: Started[] = [];

  get labels(): string[] {
    return this.started.map((s) => s.label);
  }

  /** DATABASE_URL, or an embedded PostgreSQL with its data in `.data/postgres`. */
  async database(): Promise<string> {
    const configured = process.env.DATABASE_URL?.trim();
    if (configured) return configured;
    const { dir, moved } = await postgresDataDir(join(dataHome, 'postgres'));
    say(`DATABASE_URL is not set: starting the embedded PostgreSQL (data in ${moved ? dir : '.data/postgres'})`);
    if (moved) say(`${moved}, so its data is kept in ${dir}`);
    const postgres = await startEmbeddedPostgres({ dataDir: dir });
    this.started.push({ label: `embedded PostgreSQL  ${redact(postgres.url)}`, stop: postgres.stop });
    return postgres.url;
  }

  /** REDIS_URL, or a private redis-server on a free port. */
  async redis(): Promise<string> {
    const configured = process.env.REDIS_URL?.trim();
    if (configured) return configured;
    say('REDIS_URL is not set: starting a private redis-server');
    const redis = await startPrivateRedis();
    this.started.push({ label: `private Redis        ${redis.url}`, stop: redis.stop });
    return redis.url;
  }

  /** SMTP_URL, or the mail catcher (SMTP 1025, inbox 1080 when free) whose inbox shows the login codes. */
  async mail(): Promise<{ smtpUrl: string; inboxUrl?: string }> {
    const configured = process.env.SMTP_URL?.trim();
    if (configured) return { smtpUrl: configured };
    const [smtpPort, httpPort] = await Promise.all([preferred(1025), preferred(1080)]);
    const catcher = await MailCatcher.start({ host: '127.0.0.1', smtpPort, httpPort });
    this.started.push({ label: `mail catcher         ${catcher.smtpUrl}`, stop: () => catcher.stop() });
    return { smtpUrl: catcher.smtpUrl, inboxUrl: catcher.inboxUrl };
  }

  /**
   * MIDTRANS_API_URL and MIDTRANS_SNAP_URL, and JNT_API_URL, or the provider simulator (port 4010
   * when free) speaking the contract of each provider left unset: Midtrans with the shop's payment
   * notifications sent back to PUBLIC_URL, J&T with parcels that move a stage a minute (and the
   * shop looking every half minute, unless TRACKING_REFRESH_MS says otherwise), so a demo order is
   * delivered within minutes.
   */
  async providers(): Promise<Record<string, string>> {
    const midtransSet = Boolean(process.env.MIDTRANS_API_URL?.trim() && process.env.MIDTRANS_SNAP_URL?.trim());
    const jntSet = Boolean(process.env.JNT_API_URL?.trim());
    if (midtransSet && jntSet) return {};
    const port = await preferred(4010);
    const serverKey = process.env.MIDTRANS_SERVER_KEY?.trim() || undefined;
    const sim = await startProviderSim({ port, midtrans: { serverKey }, jnt: { stageEveryMs: 60_000 } });
    this.started.push({ label: `provider simulator   ${sim.url}`, stop: () => sim.stop() });
    return {
      ...(!midtransSet && { MIDTRANS_API_URL: sim.midtrans.apiUrl, MIDTRANS_SNAP_URL: sim.midtrans.snapUrl }),
      ...(!jntSet && { JNT_API_URL: sim.jnt.apiUrl }),
      ...(!jntSet && !process.env.TRACKING_REFRESH_MS?.trim() && { TRACKING_REFRESH_MS: '30000' }),
    };
  }

  /** Stops everything started here, newest first; a failing stop does not keep the others running. */
  async stopAll(): Promise<void> {
    for (const standIn of this.started.splice(0).reverse()) {
      await standIn.stop().catch((error: unknown) => say(`stopping ${standIn.label}: ${String(error)}`));
    }
  }
}

async function preferred(port: number): Promise<number> {
  return (await isPortFree(port)) ? port : 0;
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
