import { BILLING_OFF_TEXT, FREE_TRIAL_DAYS, type BillingInterval } from '@cohost/shared';
import { Anchor, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { ChatTeaser } from './chat-teaser';
import { ClosingCta } from './closing-cta';
import { FaqAccordion } from './faq-accordion';
import { FeatureGrid } from './feature-grid';
import { HowItWorksSteps } from './how-it-works';
import { LANDING_FAQ, MARKETING_FEATURES } from './landing-content';
import { LandingSection } from './landing-section';
import { PersonalityChooser } from './personality-chooser';
import { IntervalToggle, PlanCards } from './plan-cards';
import { PRODUCT_TOUR_ID } from './landing-hero';
import { ProductTour } from './product-tour';
import { useProgressiveCount } from './use-progressive-count';

/**
 * The marketing variant of `/` (and `/homepage`) below its hero (brief §2): loaded after the first paint.
 * With billing off (BILLING=off) it sells nothing: no plans, no trial.
 */
export function MarketingSections({ isBillingOff = false }: { isBillingOff?: boolean }) {
  const [interval, setInterval] = useState<BillingInterval>('month');
  const sections = [
    <LandingSection key="personality" id="personality" title="Your tone, your way" subtitle="Choose how Cohost sounds. Here is one guest question, answered three ways.">
      <PersonalityChooser />
    </LandingSection>,
    <LandingSection key="features" id="features" title="Everything a co-host does" tinted>
      <FeatureGrid features={MARKETING_FEATURES} />
    </LandingSection>,
    <LandingSection key="tour" id={PRODUCT_TOUR_ID} title="See one stay, start to finish" subtitle="What Cohost does for a single reservation, step by step.">
      <ProductTour />
    </LandingSection>,
    <LandingSection key="how" id="how-it-works" title="How it works" tinted>
      <HowItWorksSteps />
    </LandingSection>,
    isBillingOff ? (
      <LandingSection key="pricing" id="pricing" title="Every feature included" subtitle={BILLING_OFF_TEXT}>
        <Group justify="center">
          <Button component={Link} to="/signup" size="md">
            Get Started
          </Button>
        </Group>
      </LandingSection>
    ) : (
      <LandingSection key="pricing" id="pricing" title="Simple pricing" subtitle={`Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial. No credit card required.`}>
        <IntervalToggle value={interval} onChange={setInterval} />
        <PlanCards
          interval={interval}
          renderAction={(plan) => (
            <Button component={Link} to={plan.key === 'enterprise' ? '/faq' : '/signup'} variant={plan.isPopular ? 'filled' : 'light'} fullWidth>
              {plan.cta}
            </Button>
          )}
        />
        <Group justify="center" mt="lg">
          <Anchor component={Link} to="/pricing" fw={600}>
            Compare plans in detail
          </Anchor>
        </Group>
      </LandingSection>
    ),
    <LandingSection
      key="faq"
      id="faq"
      title="Frequently asked questions"
      tinted
      subtitle={
        <Anchor component={Link} to="/faq" inherit>
          See all questions
        </Anchor>
      }
    >
      <FaqAccordion questions={isBillingOff ? LANDING_FAQ.filter((question) => !question.isAboutBilling) : LANDING_FAQ} />
    </LandingSection>,
    <ClosingCta key="closing" isBillingOff={isBillingOff} />,
    <ChatTeaser key="chat" />,
  ];
  const shown = useProgressiveCount(sections.length);
  return <>{sections.slice(0, shown)}</>;
}
