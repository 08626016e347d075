import { Laptop, Smartphone } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { showToast } from "../../../lib/toast";
import { type DeviceSession, useSessions } from "../api/list-sessions";
import { useRevokeOtherSessions } from "../api/revoke-other-sessions";
import { useRevokeSession } from "../api/revoke-session";
import { describeDevice } from "./describe-device";

const lastActive = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function SessionRow({ session }: { session: DeviceSession }) {
  const revoke = useRevokeSession();
  const device = describeDevice(session.userAgent);
  const mobile = /iOS|Android/.test(device);
  const Icon = mobile ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {session.current ? <Badge variant="accent">This device</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.ipAddress ? `IP ${session.ipAddress} · ` : ""}Last active {lastActive.format(session.updatedAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`End session: ${device}, last active ${lastActive.format(session.updatedAt)}`}
          onClick={() =>
            revoke.mutate(
              { token: session.token },
              {
                onSuccess: () => showToast({ title: "Session ended", description: `${device} has been signed out.`, variant: "success" }),
                onError: (error) => showToast({ title: "Could not end the session", description: error.message, variant: "destructive" }),
              },
            )
          }
        >
          End session
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in: this browser first, then the others, each of which can be ended. */
export function SessionsCard() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Where you are signed in</CardTitle>
        <CardDescription>Devices and browsers with an open session. End any you do not recognise, then change your password.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? <p className="text-sm text-muted-foreground">Loading your sessions…</p> : null}
        {sessions.error ? <Alert variant="destructive">{sessions.error.message}</Alert> : null}
        {sessions.data ? (
          <ul className="divide-y" aria-label="Sessions">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button
          variant="outline"
          disabled={others === 0 || revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: () => showToast({ title: "Signed out of all other devices", variant: "success" }),
              onError: (error) => showToast({ title: "Could not sign out the other devices", description: error.message, variant: "destructive" }),
            })
          }
        >
          Sign out of all other devices
        </Button>
        {sessions.data && others === 0 ? <span className="text-sm text-muted-foreground">This is your only session.</span> : null}
      </CardFooter>
    </Card>
  );
}
