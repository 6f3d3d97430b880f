/** What the sandbox needs of @testcontainers/postgresql, loaded only when it is installed (a development checkout). */
interface StartedContainer {
  getConnectionUri(): string;
  stop(): Promise<unknown>;
}
interface ContainerModule {
  PostgreSqlContainer: new (image: string) => {
    withCommand(command: string[]): { start(): Promise<StartedContainer> };
  };
}
interface RuntimeModule {
  getContainerRuntimeClient(): Promise<unknown>;
}

const PROBE_MS = 5_000;

/**
 * A throwaway PostgreSQL container when testcontainers is installed and a Docker engine answers
 * within five seconds (a dead DOCKER_HOST can hang); undefined otherwise.
 */
export async function sandboxContainer(): Promise<{ url: string; stop(): Promise<void> } | undefined> {
  if (process.env.KILAU_SANDBOX_EMBEDDED === '1') return undefined;
  const load = (name: string) => import(name) as Promise<unknown>;
  let containers: ContainerModule;
  try {
    const runtime = (await load('testcontainers')) as RuntimeModule;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), PROBE_MS);
    });
    await Promise.race([runtime.getContainerRuntimeClient(), timeout]).finally(() => clearTimeout(timer));
    containers = (await load('@testcontainers/postgresql')) as ContainerModule;
  } catch {
    return undefined;
  }
  const started = await new containers.PostgreSqlContainer('postgres:18-alpine')
    .withCommand(['postgres', '-c', 'fsync=off', '-c', 'synchronous_commit=off'])
    .start();
  return { url: started.getConnectionUri(), stop: async () => void (await started.stop()) };
}
