/** The outcome of one save: the stored revision, or why it failed. */
export type SaveResult = { ok: true; revision: number } | { ok: false; error: unknown };

export interface AutosaverOptions<T> {
  /** How long after the last change an autosave starts (seed 001 §4: 2 s). */
  delayMs: number;
  /** Stores `value` as the successor of `revision` and answers the new revision. */
  save: (value: T, revision: number) => Promise<number>;
  /** Whether a save is running ('Guardando...'). */
  onSaving?: (saving: boolean) => void;
  /** Every save's outcome, the autosaves' included (their errors show nowhere else). */
  onResult?: (result: SaveResult) => void;
}

/**
 * The editor's saves (seed 001 §4 'editor autosave'): every change restarts a timer and the save
 * starts `delayMs` after the last one; 'Guardar' saves at once. One save runs at a time, each from
 * the revision the previous one stored, and always with the newest edit: a change made while a
 * save runs is saved after it, so a slower, older save can never land over a newer one. A value
 * that failed to save stays pending and goes with the next save.
 */
export class Autosaver<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending: T | null = null;
  private running: Promise<SaveResult> | null = null;

  constructor(
    private readonly options: AutosaverOptions<T>,
    private revision: number,
  ) {}

  /** The revision the next save starts from. */
  get currentRevision(): number {
    return this.revision;
  }

  /** Whether an edit waits to be saved. */
  get dirty(): boolean {
    return this.pending !== null;
  }

  /** A change in the editor: saved `delayMs` after the last one. */
  change(value: T): void {
    this.pending = value;
    this.cancelTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.delayMs);
  }

  /**
   * Saves the newest edit now (after a save already running). Answers the last save's result, or
   * `{ ok: true }` with the current revision when nothing was pending.
   */
  async flush(): Promise<SaveResult> {
    this.cancelTimer();
    while (this.running) await this.running;
    const value = this.pending;
    if (value === null) return { ok: true, revision: this.revision };
    this.pending = null;
    this.running = this.run(value);
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  /** Stops the timer: the page is going away (nothing more is sent). */
  dispose(): void {
    this.cancelTimer();
  }

  private async run(value: T): Promise<SaveResult> {
    this.options.onSaving?.(true);
    let result: SaveResult;
    try {
      this.revision = await this.options.save(value, this.revision);
      result = { ok: true, revision: this.revision };
    } catch (error) {
      // Kept for the next save, unless a newer edit has replaced it meanwhile.
      this.pending ??= value;
      result = { ok: false, error };
    }
    this.options.onSaving?.(false);
    this.options.onResult?.(result);
    return result;
  }

  private cancelTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
