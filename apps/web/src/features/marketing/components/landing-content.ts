import { FOUNDER_DISCOUNT_PERCENT, FREE_TRIAL_DAYS } from '@cohost/shared';
import {
  IconBrandOpenSource,
  IconCalendarCheck,
  IconClipboardCheck,
  IconCompass,
  IconKey,
  IconMessageChatbot,
  IconPackage,
  IconShieldCheck,
  IconSparkles,
  IconAdjustmentsHorizontal,
  type TablerIcon,
} from '@tabler/icons-react';

// The words of the public pages. Figures come from the shared catalogue, never typed here.

export interface Feature {
  title: string;
  description: string;
  icon: TablerIcon;
}

/** The marketing variant's nine feature cards: the capabilities the brief pitches (§1). */
export const MARKETING_FEATURES: readonly Feature[] = [
  { title: '24/7 Guest Messaging', description: 'Answers questions at 3 a.m. in your own tone, from your house rules and listing details.', icon: IconMessageChatbot },
  { title: 'A Human When It Matters', description: 'Guests can always ask for you. Complaints, refunds and anything unsure come to you with a draft reply.', icon: IconShieldCheck },
  { title: 'Smart Lock Codes', description: 'A fresh code for every stay, set on the lock before it is sent, removed after checkout.', icon: IconKey },
  { title: 'Supply Reordering', description: 'Toilet paper, coffee and soap reordered before they run out, within a monthly limit per property.', icon: IconPackage },
  { title: 'Cleaner Portal', description: 'Your cleaners see their turnovers, tick checklists and upload before and after photos.', icon: IconClipboardCheck },
  { title: 'Damage Claims', description: 'Photos, messages and receipts gathered into a claim before the platform deadline passes.', icon: IconCalendarCheck },
  { title: 'Listing Optimization', description: 'Suggestions for titles, photos and descriptions drawn from what guests actually ask.', icon: IconSparkles },
  { title: 'Adjustable Autonomy', description: 'Beginner approves every action, Expert runs on its own, Custom sits wherever you choose.', icon: IconAdjustmentsHorizontal },
  { title: 'One Dashboard, Your Server', description: 'Every property in one place, on a machine you control. Open source and self-hostable.', icon: IconBrandOpenSource },
];

/** The founders variant's six features, with the brief's names (§2). */
export const FOUNDERS_FEATURES: readonly Feature[] = [
  { title: '24/7 Guest Messaging', description: 'Round-the-clock replies in your tone; guests can always reach a human.', icon: IconMessageChatbot },
  { title: 'Smart Lock Automation', description: 'Codes generated 24 hours before check-in and removed after checkout.', icon: IconKey },
  { title: 'Supply Ordering Automation', description: 'Reorders within your monthly budget; large orders wait for your approval.', icon: IconPackage },
  { title: 'AI Concierge Services', description: 'Local tips, check-in directions and house manual answers from your own knowledge base.', icon: IconCompass },
  { title: 'Listing Optimization', description: 'Concrete suggestions to improve your titles, descriptions and photos.', icon: IconSparkles },
  { title: 'Adjustable Autonomy', description: 'Start by approving everything; hand over more as trust grows.', icon: IconAdjustmentsHorizontal },
];

export interface Step {
  title: string;
  description: string;
}

/** How It Works, the brief's three steps (§2). */
export const HOW_IT_WORKS: readonly Step[] = [
  { title: 'Sign up and add Cohost as your co-host', description: 'Create your account, add your properties and connect their calendars. Cohost reads your reservations from there.' },
  { title: 'Set your preferences', description: 'Pick the tone guests hear, the spending limits for supplies and the autonomy mode: approve everything, or let it run.' },
  { title: 'Connect locks and ordering accounts (optional)', description: 'Link your smart locks and shopping accounts when you are ready. Everything else works without them.' },
];

export interface Personality {
  value: 'professional' | 'friendly' | 'casual';
  label: string;
  reply: string;
}

export const SAMPLE_GUEST_QUESTION = 'Hi! Our flight lands early. Could we check in before 3 pm?';

/** The personality chooser: one guest question, answered in each tone. */
export const PERSONALITIES: readonly Personality[] = [
  {
    value: 'professional',
    label: 'Professional',
    reply:
      'Thank you for letting us know. Check-in is at 3:00 pm, but the cleaning team finishes by 1:00 pm today, so early check-in from 1:00 pm is available. Your door code will be active from then.',
  },
  {
    value: 'friendly',
    label: 'Friendly',
    reply:
      'Great news, welcome! The place will be ready by 1 pm today, so come on in any time after that. Your door code works from 1 pm. Safe travels!',
  },
  {
    value: 'casual',
    label: 'Casual',
    reply: "No problem! Cleaners are done by 1, so head over any time after that. Your code's live from 1 pm. See you soon!",
  },
];

export interface Question {
  question: string;
  answer: string;
  /** About plans or the trial: left out when the installation runs with billing off. */
  isAboutBilling?: boolean;
}

/** The landing page's five questions (the full list is on /faq). */
export const LANDING_FAQ: readonly Question[] = [
  {
    question: 'Will guests know they are talking to an AI?',
    answer:
      'Cohost writes in your tone and signs as your team. Guests can ask for a human at any time, and anything sensitive (complaints, refunds, damage, safety) goes to you with a suggested reply instead of being answered on its own.',
  },
  {
    question: 'Do I need smart locks or shopping accounts?',
    answer: 'No. Messaging, cleaning schedules and listing suggestions work on their own. Locks and ordering accounts can be connected whenever you are ready.',
  },
  {
    isAboutBilling: true,
    question: 'How long is the free trial?',
    answer: `${FREE_TRIAL_DAYS} days of the Growth plan, with no credit card. Choose a plan before it ends to keep your automations running; nothing is deleted if you don't.`,
  },
  {
    question: 'Can I stay in control of what it does?',
    answer:
      'Yes. In Beginner mode every action waits for your approval; in Expert mode it runs on its own; Custom lets you choose per action. Orders above your limits always wait for you.',
  },
  {
    question: 'Where does my data live?',
    answer: 'Cohost is open source and self-hostable: it runs on your own machine or server, with its database beside it. Nothing is sent anywhere you have not configured.',
  },
];

export type ComparisonCell = 'yes' | 'partial' | 'no';

export interface ComparisonRow {
  feature: string;
  cells: readonly [cohost: ComparisonCell, hospitable: ComparisonCell, guesty: ComparisonCell, hostaway: ComparisonCell, turno: ComparisonCell];
}

export const COMPARISON_TOOLS = ['Cohost', 'Hospitable', 'Guesty', 'Hostaway', 'Turno'] as const;

/** Our reading of each tool's public feature pages; it says so under the table. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { feature: 'AI guest replies in your own tone', cells: ['yes', 'partial', 'partial', 'partial', 'no'] },
  { feature: 'Always hands off to a human on request', cells: ['yes', 'partial', 'partial', 'partial', 'no'] },
  { feature: 'Smart-lock code for every stay', cells: ['yes', 'yes', 'partial', 'partial', 'no'] },
  { feature: 'Supply reordering within a budget', cells: ['yes', 'no', 'no', 'no', 'partial'] },
  { feature: 'Cleaner portal with photos and checklists', cells: ['yes', 'partial', 'partial', 'partial', 'yes'] },
  { feature: 'Damage claim evidence and deadlines', cells: ['yes', 'no', 'partial', 'no', 'partial'] },
  { feature: 'Adjustable autonomy (approve or automate)', cells: ['yes', 'partial', 'partial', 'partial', 'no'] },
  { feature: 'Open source, runs on your own server', cells: ['yes', 'no', 'no', 'no', 'no'] },
];

export const FOUNDERS_PITCH = `Join the first 100 hosts: $1 today for early access, ${FOUNDER_DISCOUNT_PERCENT}% off any plan for life, VIP support and a say in what we build next.`;
