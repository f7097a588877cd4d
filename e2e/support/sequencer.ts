import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Journeys that move the developer clock by days; they run last (see the config). */
const TRAVELLERS = [/claims-cleaner-report\.e2e\.ts$/];

/**
 * The usual order, except that journeys moving the developer clock by days run after every other:
 * while the clock is days ahead, the every-minute work runs the demo workspace's coming days
 * (check-in messages, codes, proposals), which the demo journeys would then find already done.
 */
export class JourneySequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const travels = (file: TestSpecification) => TRAVELLERS.some((pattern) => pattern.test(file.moduleId));
    return [...sorted.filter((file) => !travels(file)), ...sorted.filter(travels)];
  }
}
