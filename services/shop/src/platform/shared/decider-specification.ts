/** A decider as the write side's aggregates are written: pure decide and evolve from an initial state. */
export interface Decider<State, Command, Event> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState: State;
}

export type Outcome<Event> = { events: Event[]; error?: undefined } | { events?: undefined; error: Error };

/**
 * Given/when/then for deciders, in the manner of Emmett's DeciderSpecification: given past
 * events, when a command, answers what was decided (the new events, or the refusal), for the
 * spec to assert on. No database, no clock: what a decision needs comes in the command.
 */
export function decider<State, Command, Event>(spec: Decider<State, Command, Event>) {
  return {
    given: (history: readonly Event[]) => ({
      when(command: Command): Outcome<Event> {
        const state = history.reduce(spec.evolve, spec.initialState);
        try {
          return { events: spec.decide(command, state) };
        } catch (error) {
          return { error: error as Error };
        }
      },
    }),
  };
}
