import { Accordion, List, Text } from '@mantine/core';

/** Short steps per platform for getting its guest messages into the mailbox; the README has the full guide. */
export function PlatformGuide() {
  return (
    <section aria-labelledby="platform-guide-title">
      <Text fw={600} size="sm" id="platform-guide-title" mb={4}>
        Get each platform’s guest messages into this mailbox
      </Text>
      <Accordion variant="separated" radius="md">
        <Accordion.Item value="airbnb">
          <Accordion.Control>Airbnb</Accordion.Control>
          <Accordion.Panel>
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>On Airbnb, open Account → Notifications → Messages and turn on email.</List.Item>
              <List.Item>Airbnb emails each guest message to the address on your Airbnb account: use that address here (or forward Airbnb’s mail to this mailbox).</List.Item>
              <List.Item>Cohost answers by replying to the notification; Airbnb only accepts replies sent from the address on your account.</List.Item>
            </List>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="booking">
          <Accordion.Control>Booking.com</Accordion.Control>
          <Accordion.Panel>
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>In the Extranet’s contact details, set this address as the contact that receives guest messages.</List.Item>
              <List.Item>Each guest writes from a proxy address ending in @guest.booking.com; Booking.com relays replies sent from the address in your Extranet contact details.</List.Item>
            </List>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="vrbo">
          <Accordion.Control>Vrbo</Accordion.Control>
          <Accordion.Panel>
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>In Vrbo, add this address as a contact for your listings’ messages.</List.Item>
              <List.Item>Vrbo relays guest messages to it; Cohost’s replies go back through Vrbo’s relay from the same address.</List.Item>
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Text size="xs" c="dimmed" mt={6}>
        Full guide, with app passwords, server settings and forwarding: “Connect Airbnb, Vrbo and Booking.com” in the README.
      </Text>
    </section>
  );
}
