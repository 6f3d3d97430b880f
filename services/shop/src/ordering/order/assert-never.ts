/** An exhaustive switch's default: a fact or command type nobody handled fails the typecheck. */
export function assertNever(value: never): never {
  throw new Error(`unhandled: ${JSON.stringify(value)}`);
}
