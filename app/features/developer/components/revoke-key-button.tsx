import type { ApiKey } from "../../../../contracts/api-keys";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/toast";
import { useRevokeApiKey } from "../api/revoke-api-key";

/** Revoke, after a confirmation: programs using the key are refused from their next request. */
export function RevokeKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Revoke the key ${apiKey.name}`}>
          Revoke
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke “{apiKey.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Every program that uses the key {apiKey.prefix}… is refused from its next request. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep the key</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(apiKey.id, {
                onSuccess: () => showToast({ title: "API key revoked", description: `${apiKey.name} no longer works.`, variant: "success" }),
                onError: (error) => showToast({ title: "Could not revoke the key", description: error.message, variant: "destructive" }),
              })
            }
          >
            Revoke key
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
