import { MISSING_CREDENTIALS_MESSAGE, MIN_PASSWORD_LENGTH } from "./auth-rules";

/** What better-auth's client answers on failure: `{ data: null, error }`. */
export interface AuthClientError {
  status: number;
  code?: string;
  message?: string;
}

/** A failed auth call, carrying better-auth's code and the message the UI shows as it is. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";
export const NETWORK_ERROR_MESSAGE = "We could not reach ListingLift. Check your connection and try again.";
const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

/** Our words for better-auth's error codes; anything else shows the server's own message. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Incorrect e-mail or password.",
  EMAIL_NOT_VERIFIED: "Please confirm your e-mail first: we have sent you a new link.",
  INVALID_EMAIL: "Please enter a valid e-mail address.",
  PASSWORD_TOO_SHORT: `Your password is too short: use at least ${MIN_PASSWORD_LENGTH} characters.`,
  PASSWORD_TOO_LONG: "Your password is too long: use at most 128 characters.",
  INVALID_PASSWORD: "The password is not correct.",
  INVALID_TOKEN: "This link is not valid any more. Ask for a new one.",
  TOKEN_EXPIRED: "This link has expired. Ask for a new one.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Your account signs in through an outside provider, so it has no password here.",
  SESSION_EXPIRED: "For your safety, please log in again before doing this.",
  PROVIDER_NOT_FOUND: "This sign-in method is not available.",
  UNAUTHORIZED: "Your session has ended. Please log in again.",
};

/** The message a person should read for a failed auth call (spec §5's missing-credentials text is the server's own). */
export function describeAuthError(error: AuthClientError): string {
  if (error.status === 429) return RATE_LIMITED_MESSAGE;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  if (error.message === MISSING_CREDENTIALS_MESSAGE) return MISSING_CREDENTIALS_MESSAGE;
  const known = error.code ? MESSAGES[error.code] : undefined;
  return known ?? (error.message?.trim() || FALLBACK_MESSAGE);
}

/** Turns better-auth's `{ data, error }` into the data, or throws an AuthError with the message to show. */
export async function unwrapAuthResult<T>(call: Promise<{ data: T | null; error: AuthClientError | null }>): Promise<T> {
  let result: { data: T | null; error: AuthClientError | null };
  try {
    result = await call;
  } catch {
    throw new AuthError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
  }
  if (result.error) throw new AuthError(result.error.status, result.error.code, describeAuthError(result.error));
  return result.data as T;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
}
