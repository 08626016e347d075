import { LazyDailyBarChart } from "../../../components/charts/lazy-daily-bar-chart";
import { Alert } from "../../../components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useApiUsage } from "../api/get-api-usage";

function plural(count: number, one: string, many: string) {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** Requests made with the user's keys and credits used, per day of the last 30 days. */
export function UsageCharts() {
  const usage = useApiUsage();
  const data = usage.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Usage, last 30 days</CardTitle>
        <CardDescription>Requests made with your API keys, and the credits you used on the web and through the API (days in UTC).</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        {usage.error ? <Alert variant="destructive">{usage.error.message}</Alert> : null}
        {usage.isPending ? <div className="h-60 animate-pulse rounded-md bg-muted" /> : null}
        {data ? (
          <>
            <section aria-labelledby="requests-heading" className="flex flex-col gap-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id="requests-heading" className="font-semibold">
                  Requests per day
                </h3>
                <p className="text-sm text-muted-foreground" data-testid="requests-total">
                  {plural(data.totals.requests, "request", "requests")}, {plural(data.totals.errors, "error", "errors")}
                </p>
              </div>
              <LazyDailyBarChart
                label="Requests per day"
                summary={`${plural(data.totals.requests, "request", "requests")} with your API keys from ${data.from} to ${data.to}`}
                data={data.days.map((d) => ({ day: d.day, ok: d.requests - d.errors, errors: d.errors }))}
                series={[
                  { key: "ok", label: "Succeeded", color: "var(--primary)" },
                  { key: "errors", label: "Errors (4xx, 5xx)", color: "var(--warning)" },
                ]}
                stacked
              />
            </section>
            <section aria-labelledby="credits-heading" className="flex flex-col gap-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id="credits-heading" className="font-semibold">
                  Credits used per day
                </h3>
                <p className="text-sm text-muted-foreground">
                  {plural(data.totals.listingCredits, "listing credit", "listing credits")}, {plural(data.totals.captionCredits, "caption credit", "caption credits")}
                </p>
              </div>
              <LazyDailyBarChart
                label="Credits used per day"
                summary={`${plural(data.totals.listingCredits, "listing credit", "listing credits")} and ${plural(data.totals.captionCredits, "caption credit", "caption credits")} used from ${data.from} to ${data.to}`}
                data={data.days.map((d) => ({ day: d.day, listing: d.listingCredits, caption: d.captionCredits }))}
                series={[
                  { key: "listing", label: "Listing credits", color: "var(--primary)" },
                  { key: "caption", label: "Caption credits", color: "var(--success)" },
                ]}
              />
            </section>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
