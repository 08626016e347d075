import type { ApiKey } from "../../../../contracts/api-keys";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useApiKeys } from "../api/list-api-keys";
import { CreateKeyDialog } from "./create-key-dialog";
import { RevokeKeyButton } from "./revoke-key-button";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const formatDate = (iso: string | null, never = "Never") => (iso ? when.format(new Date(iso)) : never);

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0" aria-label={apiKey.name}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{apiKey.name}</span>
          {revoked ? <Badge variant="outline">Revoked</Badge> : <Badge variant="accent">Active</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          <code className="font-mono">{apiKey.prefix}…</code> · Created {formatDate(apiKey.createdAt)} · Last used {formatDate(apiKey.lastUsedAt)}
          {revoked ? ` · Revoked ${formatDate(apiKey.revokedAt)}` : ""}
        </p>
      </div>
      {revoked ? null : <RevokeKeyButton apiKey={apiKey} />}
    </li>
  );
}

/** The user's keys: create one (shown once), see when each was last used, revoke. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>API keys</CardTitle>
          <CardDescription>Keys let your own tools call the API as you, using your credits. Keep them secret.</CardDescription>
        </div>
        <CreateKeyDialog />
      </CardHeader>
      <CardContent>
        {keys.isPending ? <p className="text-sm text-muted-foreground">Loading your keys…</p> : null}
        {keys.error ? <Alert variant="destructive">{keys.error.message}</Alert> : null}
        {keys.data && keys.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No API keys yet. Create one to call the API from your own tools.</p>
        ) : null}
        {keys.data && keys.data.items.length > 0 ? (
          <ul className="divide-y" aria-label="Your API keys">
            {keys.data.items.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
