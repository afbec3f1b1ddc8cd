/**
 * Values worth computing once per process (a keyed hash, an unwrapped data key, an opened title),
 * kept per group: what computed them (a secret, a key ring), so that a value computed with one
 * is never handed out for another. A group holds at most `cap` entries; when full, all of them
 * are dropped at once, so a flood of new ids costs one computation each, as without the memo,
 * and nothing needs an eviction order. Object groups are held weakly.
 */
export class BoundedMemo<Value> {
  readonly #byObject = new WeakMap<object, Map<string, Value>>();
  readonly #byString = new Map<string, Map<string, Value>>();

  constructor(readonly cap: number) {}

  get(group: object | string, id: string): Value | undefined {
    return this.#entries(group).get(id);
  }

  set(group: object | string, id: string, value: Value): void {
    const entries = this.#entries(group);
    if (entries.size >= this.cap) entries.clear();
    entries.set(id, value);
  }

  /** The kept value, or `compute`'s, kept. When compute throws, nothing is kept. */
  remember(group: object | string, id: string, compute: () => Value): Value {
    const known = this.get(group, id);
    if (known !== undefined) return known;
    const value = compute();
    this.set(group, id, value);
    return value;
  }

  #entries(group: object | string): Map<string, Value> {
    let entries = typeof group === 'string' ? this.#byString.get(group) : this.#byObject.get(group);
    if (!entries) {
      entries = new Map();
      if (typeof group === 'string') this.#byString.set(group, entries);
      else this.#byObject.set(group, entries);
    }
    return entries;
  }
}
