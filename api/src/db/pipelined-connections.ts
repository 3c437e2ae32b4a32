import pg from 'pg';

// ---------- pipelined connections for the searches ----------
//
// A pool connection carries one statement at a time: the API sends it, the database process wakes, runs it, answers
// and sleeps until the next one. Under load a third of a search's cost in the API was sending the statement (README
// "API benchmark"): on a virtual machine each write that wakes a sleeping process is dear. A connection in pg's pipeline
// mode takes the next statements while it still works on the first, so a busy database process reads them without
// being woken for each, and the API writes to a process that is already awake. Only single statements outside a
// transaction may go this way (a transaction needs its own connection); the searches are such statements.
//
// Each connection carries at most DEPTH statements at once, which is enough for its database process to find the
// next one waiting when it finishes; the rest wait in one queue for whichever connection frees first. Without the
// cap every statement queued behind one connection at random, and a slow one held up all behind it (the keyword
// search's p95 doubled).

/** Statements in flight on one connection: the one being run and the next, already sent. */
const DEPTH = 2;

interface Slot {
  client: pg.Client;
  connected: Promise<unknown>;
  /** Statements sent and not yet answered: the next one goes to the least busy connection. */
  pending: number;
  /** Named statements prepared on this connection (bounded, as on the pool's connections). */
  prepared: Set<string>;
}

export class PipelinedConnections {
  private readonly slots: (Slot | null)[];
  /** Statements waiting for a connection with room, first come first served; each is handed the connection (null: closed). */
  private readonly waiting: ((slot: Slot | null) => void)[] = [];
  private ended = false;

  constructor(
    private readonly config: pg.ClientConfig,
    size: number,
    private readonly maxNamed: number,
  ) {
    this.slots = Array.from({ length: size }, () => null);
  }

  /** Runs one statement (named when `name` is given) on the least busy connection, opening it if needed. */
  async query(text: string, values: readonly unknown[] | undefined, name: string | null): Promise<pg.QueryResult> {
    if (this.ended) throw new Error('The pipelined connections are closed');
    let slot = this.withRoom();
    if (slot) slot.pending++;
    // A connection handed over from the queue comes with its place already counted.
    else slot = await new Promise<Slot | null>((resolve) => this.waiting.push(resolve));
    if (!slot) throw new Error('The pipelined connections are closed');
    try {
      await slot.connected;
      if (name && !slot.prepared.has(name)) {
        if (slot.prepared.size >= this.maxNamed) name = null;
        else slot.prepared.add(name);
      }
      return await slot.client.query(name ? { name, text, values: values as unknown[] } : { text, values: values as unknown[] });
    } finally {
      const next = this.waiting.shift();
      if (next && this.slots.includes(slot)) next(slot);
      else {
        slot.pending--;
        if (next) {
          // This connection was dropped: the next statement takes any connection with room, or waits again.
          const other = this.withRoom();
          if (other) {
            other.pending++;
            next(other);
          } else this.waiting.unshift(next);
        }
      }
    }
  }

  async end(): Promise<void> {
    this.ended = true;
    for (const waiter of this.waiting.splice(0)) waiter(null);
    await Promise.all(this.slots.map((slot, i) => {
      this.slots[i] = null;
      return slot ? slot.connected.then(() => slot.client.end(), () => undefined) : undefined;
    }));
  }

  /** The least busy connection with room for another statement (opening one if a place is empty), or null. */
  private withRoom(): Slot | null {
    let best: Slot | null = null;
    for (let i = 0; i < this.slots.length; i++) {
      const slot = this.slots[i];
      if (!slot) return this.open(i);
      if (slot.pending < DEPTH && (!best || slot.pending < best.pending)) best = slot;
    }
    return best;
  }

  private open(i: number): Slot {
    const client = new pg.Client({ ...this.config, pipeline: true } as pg.ClientConfig);
    const slot: Slot = { client, connected: client.connect(), pending: 0, prepared: new Set() };
    // A connection that fails or closes is replaced on the next statement; the statements it carried fail with it,
    // as they would on a pool connection.
    const drop = () => {
      if (this.slots[i] === slot) this.slots[i] = null;
    };
    slot.connected.catch(drop);
    client.on('error', drop);
    client.on('end', drop);
    this.slots[i] = slot;
    return slot;
  }
}
