import { Anchor, Box, Burger, Button, Collapse, Container, Group, Stack } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { Link, NavLink, useLocation } from 'react-router';

import { CohostLogo } from '../../components/ui/cohost-logo';
import { useFounderCta } from '../../features/billing/lib/use-founder-cta';
import { FounderCtaButton } from '../../features/marketing/components/founder-cta-button';
import { useKnownSession } from '../../features/session/session-context';
import { useSiteInfo } from '../../features/support/api/get-site-info';
import { useLandingVariant } from '../routes/landing-variant';
import classes from './marketing-header.module.css';

const NAV_LINKS = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/cleaner-login', label: 'Cleaner Portal' },
] as const;

const MOBILE_MENU_ID = 'marketing-mobile-menu';

export function MarketingHeader() {
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  useHotkeys([['Escape', closeMenu]]);
  const { status } = useKnownSession();
  const isSignedIn = status === 'signed-in';
  // The founders variant of `/` (pre-launch) has its own actions: Login and 'Secure Your Spot for $1'.
  const { pathname } = useLocation();
  const landingVariant = useLandingVariant(pathname);
  const isFoundersHome = pathname === '/' && landingVariant === 'founders';
  const founderCta = useFounderCta(status);
  // With billing off (BILLING=off) there is no trial to start.
  const signUpLabel = useSiteInfo().data?.billing === 'off' ? 'Get Started' : 'Start Free Trial';

  const links = NAV_LINKS.map((link) => (
    <NavLink key={link.to} to={link.to} className={classes.link} onClick={closeMenu}>
      {link.label}
    </NavLink>
  ));

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label="Cohost home" onClick={closeMenu}>
            <CohostLogo />
          </Anchor>

          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
            {links}
          </Group>

          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            {isFoundersHome ? (
              <>
                <Button component={Link} to={isSignedIn ? '/dashboard' : '/login'} variant="subtle">
                  {isSignedIn ? 'Dashboard' : 'Login'}
                </Button>
                <FounderCtaButton onClick={() => void founderCta.start()} isPending={founderCta.isPending} />
              </>
            ) : isSignedIn ? (
              <Button component={Link} to="/dashboard">
                Dashboard
              </Button>
            ) : (
              <>
                <Button component={Link} to="/login" variant="subtle">
                  Sign In
                </Button>
                <Button component={Link} to="/signup">
                  {signUpLabel}
                </Button>
              </>
            )}
          </Group>

          <Burger
            opened={menuOpened}
            onClick={toggleMenu}
            hiddenFrom="md"
            aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={menuOpened}
            aria-controls={MOBILE_MENU_ID}
          />
        </Group>
      </Container>

      {/* A disclosure panel rather than a modal drawer: lighter to load, and no focus trap to escape. */}
      <Collapse expanded={menuOpened} hiddenFrom="md" id={MOBILE_MENU_ID} className={classes.mobileMenu}>
        <Container size="lg" py="sm">
          <Stack component="nav" aria-label="Main" gap={4}>
            {links}
            <Group grow mt="sm" gap="sm">
              {isFoundersHome ? (
                <>
                  <Button component={Link} to={isSignedIn ? '/dashboard' : '/login'} variant="default" size="md" onClick={closeMenu}>
                    {isSignedIn ? 'Dashboard' : 'Login'}
                  </Button>
                  <FounderCtaButton size="md" onClick={() => void founderCta.start()} isPending={founderCta.isPending} />
                </>
              ) : isSignedIn ? (
                <Button component={Link} to="/dashboard" size="md" onClick={closeMenu}>
                  Dashboard
                </Button>
              ) : (
                <>
                  <Button component={Link} to="/login" variant="default" size="md" onClick={closeMenu}>
                    Sign In
                  </Button>
                  <Button component={Link} to="/signup" size="md" onClick={closeMenu}>
                    {signUpLabel}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Container>
      </Collapse>
    </Box>
  );
}
