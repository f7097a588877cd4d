import { ANNUAL_SAVINGS_PERCENT, FOUNDER_DISCOUNT_PERCENT, FOUNDERS_TOTAL_SPOTS, FREE_TRIAL_DAYS } from '@cohost/shared';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

import { Bullets, ContactAddress, LegalDocument, LegalSection, Paragraph } from './legal-document';

/** /terms: the terms of this Cohost installation, written to be read. */
export function TermsPage({ supportEmail }: { supportEmail: string | null }) {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <>
          These terms are the agreement between you and the operator of this Cohost service (&quot;we&quot;, &quot;us&quot;) for using it. Cohost is open-source
          software; the operator is whoever runs this installation, and can be reached at the address under Contact at the end of this page.
        </>
      }
    >
      <LegalSection title="1. The service">
        <Paragraph>
          Cohost helps hosts and property managers run short-term rentals: it answers guests, manages door codes, coordinates cleanings,
          reorders supplies within limits you set, prepares damage claims and suggests listing improvements. Some features need accounts
          with other services (booking platforms, smart locks, shopping or delivery services, payment providers) that you connect yourself
          and that have their own terms.
        </Paragraph>
      </LegalSection>

      <LegalSection title="2. Your account">
        <Bullets
          items={[
            'You must give accurate details and keep your password and sign-in codes to yourself. You are responsible for what happens under your account.',
            'A workspace owner decides who joins the workspace and with which role, including cleaners invited to the cleaner portal.',
            'You can close your account at any time from account settings. Its data is deleted 30 days later, except records we must keep by law (see the Privacy Policy).',
          ]}
        />
      </LegalSection>

      <LegalSection title="3. What Cohost does on your behalf">
        <Paragraph>
          You choose how much Cohost may do on its own (Beginner, Expert or Custom) and the limits it works within, such as spending limits
          for supply orders. Within those settings, messages it sends, codes it sets and orders it places are sent on your behalf, and you
          remain responsible to your guests, cleaners and platforms as the host. Cohost always hands a guest to you when they ask for a
          human, and keeps emergencies, refunds, damage and safety questions for your decision unless you set otherwise.
        </Paragraph>
        <Paragraph>
          AI-written replies can be wrong. Keep your knowledge base accurate and review the activity log; tell us if something went wrong
          so we can help.
        </Paragraph>
      </LegalSection>

      <LegalSection title="4. Acceptable use">
        <Bullets
          items={[
            'Do not use Cohost to send spam, to mislead or harass guests, or to break the rules of the platforms you list on.',
            'Do not try to reach data of another workspace, probe the service for weaknesses without permission, or overload it.',
            "Only connect locks, accounts and properties you are entitled to manage, and respect your guests' privacy.",
          ]}
        />
      </LegalSection>

      <LegalSection title="5. Plans, trials and payment">
        <Bullets
          items={[
            `Every new workspace starts with a ${FREE_TRIAL_DAYS}-day free trial of the Growth plan, without a credit card. When it ends without a plan, automations pause; nothing is deleted.`,
            `Paid plans are billed monthly or annually in advance (annual billing saves ${ANNUAL_SAVINGS_PERCENT}%). Prices are shown on the pricing page and at checkout before you pay.`,
            'You can cancel at any time; the cancellation takes effect at the end of the period already paid and can be undone until then. Payments already made are not refunded, except where the law requires it.',
            `The Founders Circle is a one-time payment of $1 limited to ${FOUNDERS_TOTAL_SPOTS} members. It gives early access, ${FOUNDER_DISCOUNT_PERCENT}% off any plan for life, VIP support and a beta-feedback role. A payment made after all spots are taken is refunded automatically.`,
            'Payments are processed by our payment provider; we never see or store your full card number.',
          ]}
        />
      </LegalSection>

      <LegalSection title="6. Price changes">
        <Paragraph>
          We may change plan prices. We will tell you by email at least 30 days before a new price applies to you, and it applies only from
          your next billing period after that notice. If you do not accept it, cancel before then. A founder&apos;s lifetime discount is kept
          on the new prices.
        </Paragraph>
      </LegalSection>

      <LegalSection title="7. Your content and data">
        <Paragraph>
          You keep all rights to the content you and your guests put into Cohost. You allow us to store and process it only to run the
          service for you. How we handle personal data, and for how long we keep it, is described in the{' '}
          <Anchor component={Link} to="/privacy" underline="always">
            Privacy Policy
          </Anchor>
          . You can export your data at any time from account settings.
        </Paragraph>
      </LegalSection>

      <LegalSection title="8. The software">
        <Paragraph>
          Cohost is open-source software, published under its own license, which governs your use of its source code. These terms govern the
          service we operate with it.
        </Paragraph>
      </LegalSection>

      <LegalSection title="9. Availability and liability">
        <Paragraph>
          We work to keep the service running and your data safe, but we provide it &quot;as is&quot;, without a guarantee that it will be
          uninterrupted or error-free. To the extent the law allows, we are not liable for indirect losses such as lost bookings or
          revenue, and our total liability is limited to what you paid us in the twelve months before the claim. Nothing in these terms limits
          liability that cannot be limited by law.
        </Paragraph>
      </LegalSection>

      <LegalSection title="10. Suspension and ending">
        <Paragraph>
          We may suspend an account that breaks these terms or puts others at risk, telling you why unless the law or safety prevents it. You
          can stop using Cohost and close your account whenever you wish.
        </Paragraph>
      </LegalSection>

      <LegalSection title="11. Changes to these terms">
        <Paragraph>
          When we change these terms in a way that matters, we will tell you by email or in the app at least 30 days before the change takes
          effect. The date at the top shows the current version.
        </Paragraph>
      </LegalSection>

      <LegalSection title="12. Contact">
        <Paragraph>
          Questions about these terms: <ContactAddress email={supportEmail} />.
        </Paragraph>
      </LegalSection>
    </LegalDocument>
  );
}
