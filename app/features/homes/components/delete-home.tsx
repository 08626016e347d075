import { useQueryClient } from "../../../lib/query";
import { Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import { deleteHome } from "../api/delete-home";
import { homeQuery } from "../api/get-home";
import { homesQueryKey } from "../api/homes-query-key";

/** Deletes the home after a confirmation that says its listings are kept. */
export function DeleteHome({ id, name }: { id: string; name: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = async () => {
    try {
      await deleteHome(id);
      queryClient.removeQueries({ queryKey: homeQuery(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: homesQueryKey });
      showToast({ title: "Home deleted", description: "Its listings are still in Listing History.", variant: "success" });
      await navigate("/homes");
    } catch (error) {
      showToast({ title: "The home could not be deleted", description: error instanceof ApiError ? error.message : "Please try again.", variant: "destructive" });
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete this home
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Its facts and its score over time are deleted. The listings written for it stay in Listing History, to open and copy as before.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction onClick={() => void remove()}>Delete the home</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
