import { FOUNDER_DISCOUNT_PERCENT, FREE_TRIAL_DAYS, type BillingInterval } from '@cohost/shared';
import { Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';

import type { FoundersView } from '../domain/founders-view';
import { ComparisonTable } from './comparison-table';
import { FeatureGrid } from './feature-grid';
import { FoundersCounter } from './founders-counter';
import { HowItWorksSteps } from './how-it-works';
import { FOUNDERS_FEATURES, FOUNDERS_PITCH } from './landing-content';
import { LandingSection } from './landing-section';
import { IntervalToggle, PlanCards } from './plan-cards';
import { useProgressiveCount } from './use-progressive-count';

interface FoundersSectionsProps {
  founders: FoundersView;
  /** A founder call to action (each place gets its own button). */
  renderCta(size?: 'md' | 'lg'): ReactNode;
}

/** The founders variant of `/` below its hero (brief §2): loaded after the first paint. */
export function FoundersSections({ founders, renderCta }: FoundersSectionsProps) {
  const [interval, setInterval] = useState<BillingInterval>('month');
  const sections = [
    <LandingSection key="how" id="how-it-works" title="How it works" subtitle="Three steps, and most hosts are done in an afternoon.">
      <HowItWorksSteps />
    </LandingSection>,
    <LandingSection key="features" id="features" title="Everything a co-host does, around the clock" tinted>
      <FeatureGrid features={FOUNDERS_FEATURES} />
    </LandingSection>,
    <LandingSection
      key="pricing"
      id="pricing-section"
      title="Founders pricing"
      subtitle={`Founders Circle members pay ${FOUNDER_DISCOUNT_PERCENT}% less on any plan, for life. Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial.`}
    >
      <IntervalToggle value={interval} onChange={setInterval} />
      <PlanCards interval={interval} discountPercent={FOUNDER_DISCOUNT_PERCENT} />
      <Group justify="center" mt="xl">
        {renderCta()}
      </Group>
    </LandingSection>,
    <LandingSection key="comparison" id="comparison" title="How Cohost compares" tinted>
      <ComparisonTable />
    </LandingSection>,
    <LandingSection key="circle" id="founders-circle" title="Join the Founders Circle" subtitle={FOUNDERS_PITCH}>
      <FoundersCounter view={founders} cta={renderCta('md')} />
    </LandingSection>,
  ];
  const shown = useProgressiveCount(sections.length);
  return <>{sections.slice(0, shown)}</>;
}
