/** The brief's texts for accounts (product brief §4, §5, §8), word for word. */
export const ACCOUNTS_TEXTS = {
  loading: 'Loading...',
  backToOptions: 'Back to options',
  changePhoneNumber: 'Change phone number',

  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  incompleteCode: 'Please enter the complete 6-digit code',
  emailOrPhoneRequired: 'You must provide either an email or phone number and a password.',

  authenticationFailed: 'Authentication failed',
  failedToCreateAccount: 'Failed to create account',
  failedToSignIn: 'Failed to sign in',
  failedToSendCode: 'Failed to send verification code',
  invalidCode: 'Invalid verification code',
  failedToResendCode: 'Failed to resend code',
  failedToResendEmail: 'Failed to resend email',
  failedToResendEmailTryAgain: 'Failed to resend email. Please try again.',
  emailNotFound: 'Email not found. Please try signing up again.',
  emailAddressNotFound: 'Email address not found. Please try signing up again.',
  emailAlreadyConfirmed: 'Email already confirmed! Redirecting...',

  accountCreated: 'Account created successfully!',
  accountCreatedCheckEmail: 'Account created successfully! Please check your email to confirm your account.',
  signedIn: 'Signed in successfully!',
  signedInRedirecting: 'Signed in successfully! Redirecting to payment...',
  codeSent: 'Verification code sent to your phone!',
  phoneVerifiedRedirecting: 'Phone verified successfully! Redirecting to payment...',
  newCodeSent: 'New verification code sent!',
  confirmationEmailSent: 'Confirmation email sent! Please check your inbox.',
  confirmationEmailResent: 'Confirmation email resent!',
  emailVerifiedRedirecting: 'Email verified! Redirecting to payment...',
} as const;

/** Where a successful sign-in, phone verification or email confirmation leads (brief §4). */
export const PAYMENT_STEP_PATH = '/founders-thank-you?redirect_to_payment=true';

/** Timers of the brief (§9). */
export const CONFIRMATION_CHECK_INTERVAL_MS = 3_000;
export const CONFIRMATION_REDIRECT_DELAY_MS = 2_000;
export const TAB_AUTO_CLOSE_MS = 3_000;

/** Where the confirmation link lands (better-auth redirects there after verifying). */
export const EMAIL_VERIFIED_PATH = '/email-verified';
/** Set by /email-verified so a waiting tab can react at once (brief: "Locally stored"). */
export const EMAIL_VERIFIED_STORAGE_KEY = 'email_verified';
