/** A setting the shop cannot run with: the process stops at boot with this message, naming the variable. */
export class ConfigError extends Error {}
