import { ANNUAL_SAVINGS_PERCENT, FOUNDER_DISCOUNT_PERCENT, FOUNDERS_TOTAL_SPOTS, FREE_TRIAL_DAYS } from '@cohost/shared';

export interface FaqCategory {
  id: string;
  title: string;
  questions: ReadonlyArray<{ question: string; answer: string; isAboutBilling?: boolean }>;
  /** Plans and payments: left out when the installation runs with billing off. */
  isAboutBilling?: boolean;
}

// The brief's five categories (§2). Figures come from the shared constants (DESIGN §1, brief §9).
const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    questions: [
      {
        question: 'How do I set up Cohost?',
        answer:
          'Create an account, add your properties and connect their calendars (the iCal links from Airbnb, Vrbo or Booking.com). Then choose the tone guests hear and how much Cohost may do on its own. Most hosts are done in an afternoon.',
      },
      {
        isAboutBilling: true,
        question: 'Is there a free trial?',
        answer: `Yes: every new workspace gets ${FREE_TRIAL_DAYS} days of the Growth plan, with no credit card. If you do not choose a plan, automations pause when the trial ends; nothing you set up is deleted.`,
      },
      {
        question: 'Can my cleaners use it too?',
        answer:
          'Yes. Invite them from your dashboard; they sign in to the cleaner portal with your team\'s cleaner code and see only the turnovers given to them, with checklists and photo uploads.',
      },
      {
        question: 'Do I have to install anything?',
        answer:
          'Cohost is open source and self-hostable: one process with its own embedded database runs on a small server or a spare computer. For larger portfolios it runs on PostgreSQL with as many instances as you need.',
      },
    ],
  },
  {
    id: 'ai-automation',
    title: 'AI & Automation',
    questions: [
      {
        question: 'How does Cohost know what to tell guests?',
        answer:
          'It answers from your knowledge base (house rules, check-in steps, Wi-Fi, local tips) and the guest\'s reservation. It never invents facts: when it does not know, it drafts a reply and asks you.',
      },
      {
        question: 'What are the autonomy modes?',
        answer:
          'Beginner: every action waits for your approval. Expert: Cohost acts on its own within your limits. Custom: you choose per kind of action, for example replies automatic but refunds always approved. Whatever the mode, emergencies always reach a human.',
      },
      {
        question: 'Will it ever approve a refund or a large expense on its own?',
        answer:
          'Only within the limits you set. For example, you might let it approve refunds up to $100 and have anything larger wait for you. Supply orders over $200 always need your approval, in every mode.',
      },
      {
        question: 'Can guests talk to a real person?',
        answer: 'Always. A guest who asks for a human is handed to you straight away, with the conversation so far and a suggested reply.',
      },
    ],
  },
  {
    id: 'integrations',
    title: 'Integrations',
    questions: [
      {
        question: 'Which booking platforms does it work with?',
        answer:
          'Any platform that publishes an iCal calendar: Airbnb, Vrbo, Booking.com and most channel managers. Cohost reads reservations and blocks from those feeds and keeps checking them for changes.',
      },
      {
        question: 'Which smart locks are supported?',
        answer:
          'Locks from August, Yale, Schlage, Kwikset, Nuki, igloohome and others through a smart-lock hub service. A code is created 24 hours before check-in, confirmed on the lock before the guest receives it, and removed after checkout.',
      },
      {
        question: 'How does supply reordering work?',
        answer:
          'You set a monthly spending limit per property and a budget per order. When a cleaner reports low stock, Cohost prepares the order with your delivery or shopping service, and you can approve or deny it before it is placed.',
      },
      {
        question: 'Can I use my own AI model?',
        answer:
          'Yes. Cohost works with its built-in engine out of the box, and can use any OpenAI-compatible model (a hosted one, or a local one such as Ollama) if you configure it.',
      },
    ],
  },
  {
    id: 'pricing-billing',
    isAboutBilling: true,
    title: 'Pricing & Billing',
    questions: [
      {
        question: 'How much does Cohost cost?',
        answer: `Starter for one property, Growth for up to five and Enterprise for unlimited properties; see the pricing page for current prices. Paying annually saves ${ANNUAL_SAVINGS_PERCENT}%.`,
      },
      {
        question: 'What is the Founders Circle?',
        answer: `An early-access offer for the first ${FOUNDERS_TOTAL_SPOTS} hosts: a one-time $1 payment for early access, ${FOUNDER_DISCOUNT_PERCENT}% off any plan for life, VIP support and a say in what we build next. It is never oversold, and it closes when the spots are gone or the offer ends.`,
      },
      {
        question: 'Can I change or cancel my plan?',
        answer:
          'Yes, from the billing page. A cancellation takes effect at the end of the period you paid for, and you can undo it until then. Your data stays; automations pause when the subscription ends.',
      },
      {
        question: 'Do prices ever change?',
        answer: 'If we change prices, we tell you at least 30 days before the new price applies to you. A founder\'s discount stays for life.',
      },
    ],
  },
  {
    id: 'security-privacy',
    title: 'Security & Privacy',
    questions: [
      {
        question: 'Where is my data stored?',
        answer:
          'On the machine or database server where your Cohost runs. Messages reach outside services only where you connect them: your email and SMS providers, your locks, your payment provider and, if you choose, an AI model.',
      },
      {
        question: 'How long do you keep data?',
        answer:
          'Account data until you delete your account, plus 30 days; guest communications 2 years; financial records 7 years (tax law); analytics 3 years. Scheduled jobs delete data when its time is up.',
      },
      {
        question: 'Can the AI reveal a door code to the wrong person?',
        answer:
          'No. A code is only shared with that reservation\'s guest, only inside its release window, and Cohost ignores instructions hidden in guest messages.',
      },
      {
        question: 'How do I get my data out?',
        answer: 'Account settings has an export that downloads everything Cohost holds about you and your workspace as one file.',
      },
    ],
  },
];

/** The questions this installation answers: with billing off (BILLING=off) nothing about plans or payments. */
export function faqCategoriesFor(isBillingOff: boolean): readonly FaqCategory[] {
  if (!isBillingOff) return FAQ_CATEGORIES;
  return FAQ_CATEGORIES.filter((category) => !category.isAboutBilling).map((category) => ({
    ...category,
    questions: category.questions.filter((question) => !question.isAboutBilling),
  }));
}
