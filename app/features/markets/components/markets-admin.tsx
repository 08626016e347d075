import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { useMarketEvidence } from "../api/get-market-evidence";
import { useMarkets } from "../api/list-markets";
import { MarketEvidenceTable } from "./market-evidence-table";

function Evidence({ id }: { id: string }) {
  const { data, isPending, error } = useMarketEvidence(id);
  if (isPending) return <p className="text-sm text-muted-foreground">Computing the evidence…</p>;
  if (error) return <p className="text-sm text-destructive">{error.message}</p>;
  return <MarketEvidenceTable evidence={data} />;
}

/** What is loaded: each market with its date, licence and counts, and its evidence on demand. */
export function MarketsAdmin() {
  const { data: markets, isPending, error } = useMarkets();
  const [open, setOpen] = useState<string | null>(null);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading the markets…</p>;
  if (error) return <p className="text-sm text-destructive">{error.message}</p>;
  if (markets.length === 0) {
    return (
      <p className="text-sm">
        No market is loaded. Load an Inside Airbnb city on the server with <code>npm run cli -- market import &lt;listings.csv.gz&gt;</code>.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {markets.map((market) => (
        <Card key={market.id} aria-label={`Market ${market.city}`}>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <div>
              <h2 className="text-lg font-semibold">{market.city}</h2>
              <p className="text-sm text-muted-foreground">
                Data of {market.dataDate} · {market.listingCount.toLocaleString("en-US")} homes · {market.badRowCount} bad rows ·{" "}
                {market.reviewCount.toLocaleString("en-US")} reviews · calendar {market.calendarLoaded ? "loaded" : "not loaded"} · {market.licence}
              </p>
              <p className="text-xs text-muted-foreground">
                Files: {market.sourceFiles.join(", ")}; imported {new Date(market.importedAt).toLocaleString("en-US")}
              </p>
            </div>
            <Button variant="outline" onClick={() => setOpen(open === market.id ? null : market.id)} aria-expanded={open === market.id}>
              {open === market.id ? "Hide evidence" : "Show evidence"}
            </Button>
          </CardHeader>
          {open === market.id ? (
            <CardContent>
              <Evidence id={market.id} />
            </CardContent>
          ) : null}
        </Card>
      ))}
    </div>
  );
}
