/** The account rules shared by the server (which decides) and the web app (which checks before asking). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Spec §5: sign-in and sign-up need an e-mail together with a password. */
export const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password";
