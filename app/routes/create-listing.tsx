import { FileSpreadsheet, Home } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { LoadingScreen } from "../components/layout/loading-screen";
import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { Alert } from "../components/ui/alert";
import { cn } from "../lib/cn";
import { useBalances } from "../features/billing/api/get-balances";
import { useHome } from "../features/homes/api/get-home";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import { useFactsFromGrade } from "../features/writer/api/get-facts-from-grade";
import { BulkUpload } from "../features/writer/components/bulk-upload";
import { CreateListingForm } from "../features/writer/components/create-listing-form";
import type { Route } from "./+types/create-listing";

export const meta: Route.MetaFunction = () => [
  { title: "Create Listing | ListingLift" },
  { name: "description", content: "Write a complete Airbnb, Vrbo or Booking.com listing from the facts of your home: titles, description sections, house rules and nearby places." },
];

const MODES = [
  { value: "single", label: "One property", Icon: Home },
  { value: "bulk", label: "Bulk from a CSV", Icon: FileSpreadsheet },
] as const;

function CreateListing() {
  const [params, setParams] = useSearchParams();
  const mode = params.get("mode") === "bulk" ? "bulk" : "single";
  const gradeId = params.get("fromGrade");
  const homeId = params.get("home");
  const start = useFactsFromGrade(gradeId);
  const home = useHome(homeId);
  const balances = useBalances(true);
  const credits = balances.data ? (balances.data.planType === "admin" ? undefined : balances.data.credits) : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div role="tablist" aria-label="What to write" className="inline-flex self-start rounded-lg border bg-muted p-1">
        {MODES.map(({ value, label, Icon }) => (
          <button
            key={value}
            role="tab"
            type="button"
            aria-selected={mode === value}
            className={cn(
              "inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              mode === value ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
            onClick={() => setParams(value === "bulk" ? { mode: "bulk" } : {}, { replace: true })}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      {mode === "bulk" ? (
        <BulkUpload credits={credits} />
      ) : (gradeId && start.isLoading) || (homeId && home.isLoading) ? (
        <LoadingScreen />
      ) : homeId && home.data ? (
        <>
          <Alert variant="info" title={`Writing for your home “${home.data.name}”`}>
            The form starts from its facts. What you change here is saved to the home when the listing is written.{" "}
            <Link to={`/homes/${home.data.id}`}>Back to the home</Link>
          </Alert>
          <CreateListingForm key={`home-${home.data.id}`} initial={home.data.facts} credits={credits} home={{ id: home.data.id, name: home.data.name }} />
        </>
      ) : (
        <>
          {gradeId && start.data ? <Alert variant="info" title="Starting from your analysed listing">We filled in what the listing states. Check each step and add what it left out: the writer uses only these facts.</Alert> : null}
          {homeId && home.isError ? (
            <Alert variant="destructive">
              That home could not be opened, so the form starts from your draft. <Link to="/homes">Your homes</Link>
            </Alert>
          ) : null}
          {gradeId && start.isError ? (
            <Alert variant="destructive">
              That analysis could not be opened, so the form starts from your draft. <Link to="/listing-quality-grader">Back to the grader</Link>
            </Alert>
          ) : null}
          <CreateListingForm key={gradeId && start.data ? gradeId : "draft"} initial={gradeId && start.data ? start.data.facts : null} credits={credits} />
        </>
      )}
    </div>
  );
}

export default function CreateListingPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Create Listing"
        description="Describe your home step by step and ListingLift writes three title options, the description sections, house rules and nearby places for Airbnb, Vrbo or Booking.com: true to your facts, within each marketplace's rules."
      />
      <SignedInOnly action="create a listing">
        <CreateListing />
      </SignedInOnly>
    </PageContainer>
  );
}
