import type { Role } from "../../contracts/session";
import { openCliDatabase } from "../open-cli-database";
import { setUserRole } from "../../server/services/account/set-user-role";

/** `admin grant <email>` and `admin revoke <email>`: an operator changes roles without editing code. */
export function createAdminRoleCommand(role: Role) {
  return async (args: string[]): Promise<number> => {
    const email = args[0];
    if (!email || !email.includes("@")) {
      process.stderr.write(`Usage: npm run cli -- admin ${role === "admin" ? "grant" : "revoke"} <email>\n`);
      return 2;
    }
    const database = await openCliDatabase(`admin ${role === "admin" ? "grant" : "revoke"}`);
    try {
      if (!(await setUserRole(database.db, email, role))) {
        process.stderr.write(`No account with the e-mail ${email}. The person must sign up first.\n`);
        return 1;
      }
      process.stdout.write(role === "admin" ? `${email} is now an admin.\n` : `${email} is no longer an admin.\n`);
      return 0;
    } finally {
      await database.close();
    }
  };
}
