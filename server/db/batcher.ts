// Many callers, one statement: the busiest insert (a gift's pending order, its sandbox session)
// is written for everyone who asked while the previous statement was in flight, in one
// statement. A statement's fixed cost (a round trip, a commit, on PGlite a parse) was most of
// what a payment cost the database (docs/decisions/0031-batched-payment-inserts.md).

/**
 * `run` takes the inputs gathered (at most `maxBatch`) and answers one output for each, in the
 * same order. No timer waits: an idle batcher runs at the end of the event loop's current turn,
 * so a quiet site's one payment goes alone at once; inputs that arrive while `run` is busy go
 * together in the next call. When a call with several inputs fails, each is run again on its
 * own, so one bad input fails only its own caller.
 */
export function createBatcher<In, Out>(
  run: (inputs: readonly In[]) => Promise<readonly Out[]>,
  maxBatch = 64,
): (input: In) => Promise<Out> {
  interface Waiting {
    input: In;
    resolve: (output: Out) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];
  let busy = false;
  let scheduled = false;

  async function settle(batch: Waiting[]): Promise<void> {
    let outputs: readonly Out[];
    try {
      outputs = await run(batch.map((waiting) => waiting.input));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((waiting) => settle([waiting])));
      return;
    }
    batch.forEach((waiting, i) => {
      if (i < outputs.length) waiting.resolve(outputs[i]!);
      else waiting.reject(new Error("the batch answered fewer outputs than it was given inputs"));
    });
  }

  function pump(): void {
    scheduled = false;
    if (busy || queue.length === 0) return;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(maxBatch);
    busy = true;
    void settle(batch).finally(() => {
      busy = false;
      pump();
    });
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      // Run once this turn of the event loop has read what arrived: every request parsed in it
      // joins (on PGlite, whose statements run inside the turn, nothing else would), and none
      // waits for a timer.
      if (!scheduled && !busy) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}
