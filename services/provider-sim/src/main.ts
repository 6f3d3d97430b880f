import { startProviderSim } from './start-provider-sim.js';

/**
 * The simulator as a process (docker-compose, by hand): PORT (4010), HOST (every interface), keys
 * and the notification URL from the environment; for J&T, JNT_STAGE_EVERY_MS (parcels move by
 * themselves every so many ms; 0 or unset: only by the control API) and JNT_PUBLIC_URL (the
 * address browsers reach label URLs at).
 */
async function main(): Promise<void> {
  const sim = await startProviderSim({
    port: Number(process.env.PORT ?? 4010),
    host: process.env.HOST ?? '0.0.0.0',
    midtrans: {
      ...(process.env.MIDTRANS_SERVER_KEY ? { serverKey: process.env.MIDTRANS_SERVER_KEY } : {}),
      ...(process.env.MIDTRANS_CLIENT_KEY ? { clientKey: process.env.MIDTRANS_CLIENT_KEY } : {}),
      ...(process.env.SIM_MIDTRANS_NOTIFICATION_URL
        ? { notificationUrl: process.env.SIM_MIDTRANS_NOTIFICATION_URL }
        : {}),
    },
    jnt: {
      stageEveryMs: Number(process.env.JNT_STAGE_EVERY_MS ?? 0) || 0,
      ...(process.env.JNT_PUBLIC_URL ? { publicUrl: process.env.JNT_PUBLIC_URL } : {}),
    },
  });
  const stop = () => void sim.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(
    JSON.stringify({
      level: 'info',
      service: 'provider-sim',
      msg: 'provider simulator listening',
      url: sim.url,
      midtransApiUrl: sim.midtrans.apiUrl,
      midtransSnapUrl: sim.midtrans.snapUrl,
      jntApiUrl: sim.jnt.apiUrl,
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
