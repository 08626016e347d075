// The account rules live in contracts/ so the browser checks exactly what the server decides.
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, MISSING_CREDENTIALS_MESSAGE } from "../../../../contracts/auth";
