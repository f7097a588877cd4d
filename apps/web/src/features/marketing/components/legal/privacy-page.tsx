import { Table } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';

import { Bullets, ContactAddress, LegalDocument, LegalSection, Paragraph } from './legal-document';

// How long each kind of data is kept (brief §9, DESIGN §4: enforced by jobs).
const RETENTION = [
  { data: 'Account data (your profile, workspace, properties and settings)', period: 'Until you delete your account, plus 30 days' },
  { data: 'Guest communications (messages with your guests)', period: '2 years' },
  { data: 'Financial records (payments, invoices, refunds)', period: '7 years, as tax law requires' },
  { data: 'Analytics (aggregated usage of the service)', period: '3 years' },
] as const;

/** /privacy: what this Cohost installation keeps, why, for how long, and your rights. */
export function PrivacyPage({ supportEmail }: { supportEmail: string | null }) {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <>
          This policy explains what personal data this Cohost service keeps, why, for how long, and what you can ask of us. Cohost is
          self-hostable: your data is stored on the servers of the operator of this installation (&quot;we&quot;), who can be reached at the
          address under Contact at the end of this page.
        </>
      }
    >
      <LegalSection title="1. What we collect">
        <Bullets
          items={[
            'Account data: your name, email address or phone number, password (stored only as a hash), profile, preferences and workspace membership.',
            'Property and reservation data you connect: calendars, reservation details, house rules, cleaning tasks and photos, supply orders and claims.',
            'Guest communications: messages exchanged with your guests through Cohost, and the replies it drafted or sent.',
            'Payment records: your plan, payments, invoices and refunds. Card details are handled by the payment provider; we keep only the card brand, last four digits and expiry date.',
            'Technical data: sign-in sessions, request logs and security events, kept to run and protect the service.',
            'Messages you send us from the FAQ page, with your name and email address.',
          ]}
        />
      </LegalSection>

      <LegalSection title="2. Why we use it">
        <Bullets
          items={[
            'To provide the service you signed up for: answering guests, managing codes, cleanings, orders and claims, and billing.',
            'To keep the service secure: preventing abuse, limiting repeated attempts, investigating incidents.',
            'To meet legal obligations, such as keeping financial records.',
            'To improve the service from aggregated usage figures, if you allow usage analytics in your privacy settings.',
          ]}
        />
        <Paragraph>We do not sell personal data, and we do not use your guests&apos; messages for advertising.</Paragraph>
      </LegalSection>

      <LegalSection title="3. Who receives it">
        <Paragraph>
          Data leaves this installation only to services that the operator or you have configured to do the work: the email and text-message
          providers that deliver messages, the smart-lock service that sets codes, the shopping or delivery services that place orders, the
          payment provider, and, if configured, an AI model provider that drafts replies. Each receives only what its task needs. We disclose
          data to authorities only when the law requires it.
        </Paragraph>
      </LegalSection>

      <LegalSection title="4. How long we keep it">
        <Table withTableBorder verticalSpacing="sm">
          <Table.Caption>Retention periods</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Data</Table.Th>
              <Table.Th scope="col">Kept for</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RETENTION.map((row) => (
              <Table.Tr key={row.data}>
                <Table.Td>{row.data}</Table.Td>
                <Table.Td>{row.period}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paragraph>When a period ends, scheduled jobs delete the data or make it anonymous.</Paragraph>
      </LegalSection>

      <LegalSection title="5. Cookies and local storage">
        <Paragraph>
          We use one essential cookie to keep you signed in. The public pages remember the last Founders Circle figure they showed in your
          browser&apos;s local storage. There are no advertising or third-party tracking cookies.
        </Paragraph>
      </LegalSection>

      <LegalSection title="6. Security">
        <Paragraph>
          Connections are encrypted in transit where the operator serves Cohost over HTTPS, passwords are hashed, sessions can be ended on
          every device at once, and two-factor sign-in is available. Every workspace&apos;s data is kept apart from every other&apos;s.
        </Paragraph>
      </LegalSection>

      <LegalSection title="7. Your rights">
        <Bullets
          items={[
            'See and download your data: account settings has an export of everything we hold about you and your workspace.',
            'Correct it: edit your profile and settings at any time, or ask us.',
            'Delete it: close your account from account settings; it is deleted 30 days later, apart from records the law requires us to keep.',
            'Object or withdraw consent, for example to usage analytics, in your privacy settings.',
            'Complain to your data protection authority if you believe we mishandled your data.',
          ]}
        />
      </LegalSection>

      <LegalSection title="8. Children">
        <Paragraph>Cohost is for hosts and their teams, not for children under 16, and we do not knowingly collect their data.</Paragraph>
      </LegalSection>

      <LegalSection title="9. Changes">
        <Paragraph>
          When we change this policy in a way that matters, we will tell you by email or in the app at least 30 days before it takes effect.
        </Paragraph>
      </LegalSection>

      <LegalSection title="10. Contact">
        <Paragraph>
          Questions or requests about your data: <ContactAddress email={supportEmail} />.
        </Paragraph>
      </LegalSection>
    </LegalDocument>
  );
}
