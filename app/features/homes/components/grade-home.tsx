import { useMutation, useQueryClient } from "../../../lib/query";
import { Gauge } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { gradeHome } from "../api/grade-home";
import { homesQueryKey } from "../api/homes-query-key";
import { describeScore } from "./home-words";
import { Form } from "../../../components/ui/form";

/**
 * "Grade it again": the grader scores the home's newest ready listing, or its Airbnb page when the host gives the
 * address, and the score joins the home's score over time. Without a ready listing only the address can be graded.
 */
export function GradeHome({ homeId, hasReadyListing }: { homeId: string; hasReadyListing: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm({ defaultValues: { url: "" } });
  const url = useWatch({ control: form.control, name: "url" });
  const grade = useMutation({
    mutationFn: () => gradeHome(homeId, url.trim() || undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homesQueryKey }),
  });
  const canGrade = hasReadyListing || url.trim() !== "";
  return (
    <Form
      aria-label="Grade it again"
      className="flex flex-col gap-2"
      onSubmit={form.handleSubmit(() => {
        if (canGrade) grade.mutate();
      })}
    >
      <label htmlFor="grade-home-url" className="text-sm font-medium">
        Its Airbnb page <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="grade-home-url"
          type="url"
          inputMode="url"
          placeholder="https://www.airbnb.com/rooms/…"
          {...form.register("url")}
          aria-describedby="grade-home-hint"
        />
        <Button type="submit" disabled={!canGrade || grade.isPending} className="shrink-0">
          <Gauge aria-hidden="true" />
          {grade.isPending ? "Grading…" : "Grade it again"}
        </Button>
      </div>
      <p id="grade-home-hint" className="text-sm text-muted-foreground">
        {hasReadyListing
          ? "Grades your newest listing for this home, or the Airbnb page if you give its address."
          : "There is no finished listing to grade yet: write one, or give the home's Airbnb page."}
      </p>
      <div aria-live="polite">
        {grade.isSuccess ? (
          <p className="text-sm font-medium">
            New score: <span className="tabular-nums">{describeScore(grade.data.overallScore)}</span>
          </p>
        ) : null}
        {grade.isError ? (
          <p className="text-sm text-destructive">{grade.error instanceof ApiError ? grade.error.message : "The home could not be graded. Please try again."}</p>
        ) : null}
      </div>
    </Form>
  );
}
