import { WandSparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";

/** Opens the writer on this analysis (the writer reads ?fromGrade=); only a signed-in user's analyses have an id. */
export function ImproveListingLink({ gradeId, size = "default" }: { gradeId: string | null; size?: "default" | "sm" }) {
  if (!gradeId) return null;
  return (
    <div>
      <Button asChild size={size} variant={size === "sm" ? "outline" : "default"}>
        <Link to={`/create-listing?fromGrade=${encodeURIComponent(gradeId)}`}>
          <WandSparkles aria-hidden="true" />
          Improve this listing
        </Link>
      </Button>
    </div>
  );
}
