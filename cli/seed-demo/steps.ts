/**
 * The demo data is loaded as a list of small steps, each one write of a service (one request's worth), so that
 * the progress bar moves with the work and a run that stopped half-way is finished by the next one.
 */

/** What a step found: it wrote its record, or the record was there from an earlier run. */
export type StepOutcome = 'created' | 'present';

export interface SeedStep {
  /** What the step makes, for the progress bar: "course fire-safety-and-emergency-preparedness". */
  readonly label: string;
  run(): Promise<StepOutcome>;
}

/** The steps of one service, and what a newcomer needs to explore its data once they have run. */
export interface ServiceSeeder {
  readonly service: 'training' | 'compliance' | 'factory';
  steps(): SeedStep[];
  /** Lines to print after the run: ids, logins, tokens. */
  explore(): Promise<string[]>;
}

/**
 * Looks a record up by its natural key (a slug, an email, a number) and creates it only when it is absent:
 * what makes every step safe to run again.
 */
export async function findOrCreate<T>(
  find: () => Promise<T | null>,
  create: () => Promise<T>,
): Promise<{ record: T; outcome: StepOutcome }> {
  const existing = await find();
  if (existing) return { record: existing, outcome: 'present' };
  return { record: await create(), outcome: 'created' };
}

/** The ids of the records made so far, by their natural key: later steps name earlier steps' records. */
export class Ids {
  readonly #ids = new Map<string, string>();

  set(key: string, id: string): void {
    this.#ids.set(key, id);
  }

  get(key: string): string {
    const id = this.#ids.get(key);
    if (!id) throw new Error(`seed:demo: "${key}" is needed before the step that makes it ran`);
    return id;
  }
}

/** A step that runs `run` once and counts as `created` when it wrote anything. */
export const step = (label: string, run: () => Promise<StepOutcome>): SeedStep => ({ label, run });
