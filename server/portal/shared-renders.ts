/**
 * Renders shared while in flight: requests for the same page (same config, address and care mode) that arrive while
 * it is being rendered get that render's result instead of starting their own. A burst on one page then costs one
 * render, not one per request, and no answer is older than the request that receives it (nothing is kept after the
 * render settles). Bounded by the renders in flight.
 */
export function createSharedRenders<T>() {
  const inFlight = new Map<string, { owner: object; result: Promise<T> }>();
  return {
    /** The render of `key` under `owner` (the config it is drawn from), started by `render` if none is under way. */
    run(owner: object, key: string, render: () => Promise<T>): Promise<T> {
      const running = inFlight.get(key);
      if (running && running.owner === owner) return running.result;
      const result = render();
      const entry = { owner, result };
      inFlight.set(key, entry);
      const done = () => {
        if (inFlight.get(key) === entry) inFlight.delete(key);
      };
      result.then(done, done);
      return result;
    },
    get size() {
      return inFlight.size;
    },
  };
}
