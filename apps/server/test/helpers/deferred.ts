// A promise the test settles when it says so: for a load, a count or a take held back while
// the test looks at what happens meanwhile.
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A switch for fake loads and counts: `held()` is what each of them awaits (nothing while
 * open); `hold()` holds every one that starts from then on, until the function it returns
 * is called.
 */
export function holdBack(): { held(): Promise<void> | undefined; hold(): () => void } {
  let held: Promise<void> | undefined;
  return {
    held: () => held,
    hold() {
      const gate = deferred();
      held = gate.promise;
      return () => {
        held = undefined;
        gate.resolve();
      };
    },
  };
}
