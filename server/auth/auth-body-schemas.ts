import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "../../contracts/auth";
import { oneLineText } from "../../contracts/one-line-text";

export const MAX_NAME_LENGTH = 100;
const MAX_URL_LENGTH = 2048;

const name = oneLineText("Please enter your name.").min(1, "Please enter your name.").max(MAX_NAME_LENGTH, `Please keep your name to ${MAX_NAME_LENGTH} characters.`);
const email = z.string("Please enter your e-mail address.").trim().max(254, "Please enter a valid e-mail address.");
// better-auth says when a password is too short or long; past twice the longest it is not worth hashing to say so.
const password = z.string("Please enter a password.").max(MAX_PASSWORD_LENGTH * 2, `Please use at most ${MAX_PASSWORD_LENGTH} characters.`);
const url = z.string("Must be text.").max(MAX_URL_LENGTH, `Must be at most ${MAX_URL_LENGTH} characters.`);
const image = z
  .url({ protocol: /^https?$/, error: "Must be an http(s) address of a picture, or null." })
  .max(MAX_URL_LENGTH, `Must be at most ${MAX_URL_LENGTH} characters.`)
  .nullable();
const flag = z.boolean("Must be true or false.");
// Fields we do not know may be sent (better-auth ignores them), but only as plain values: never an object or a list,
// which better-auth would turn into "[object Object]" or "a,b".
const plainValue = z.union([z.string().max(MAX_URL_LENGTH), z.boolean(), z.null()], "Must be text, true/false or null.");

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, "The body must be a JSON object.").catchall(plainValue);

/**
 * The bodies of better-auth's endpoints that take what people type, checked before better-auth sees them: it turns
 * objects and lists into strings, answers 500 for a null name and stores names of any length (decision 026).
 */
export const AUTH_BODY_SCHEMAS: Record<string, z.ZodType> = {
  // A missing e-mail or password is better-auth's to refuse, with the spec's message (create-auth's requireEmailAndPassword).
  "/sign-up/email": body({ name, email: email.nullish(), password: password.nullish(), image: image.optional(), callbackURL: url.optional(), rememberMe: flag.optional() }),
  "/sign-in/email": body({ email: email.nullish(), password: password.nullish(), callbackURL: url.optional(), rememberMe: flag.optional() }),
  "/update-user": body({ name: name.optional(), image: image.optional() }),
  "/change-password": body({ currentPassword: password, newPassword: password, revokeOtherSessions: flag.optional() }),
  "/change-email": body({ newEmail: email, callbackURL: url.optional() }),
  "/delete-user": body({ password: password.optional(), token: url.optional(), callbackURL: url.optional() }),
  "/request-password-reset": body({ email, redirectTo: url.optional() }),
  "/reset-password": body({ newPassword: password, token: url.optional() }),
  "/send-verification-email": body({ email, callbackURL: url.optional() }),
};
