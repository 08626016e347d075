import { useMarkets } from "../../markets/api/list-markets";
import { MarketComparisonView } from "../../markets/components/market-comparison-view";
import { useHomeMarket } from "../api/get-home-market";

/**
 * "Your market" on a home's page, where the server holds a city's data (an admin loads it with `market import`): the
 * comparison, or why there is none for this home (no map point, nothing written yet, no city's data around it).
 * Where no city is loaded at all, nothing is shown.
 */
export function HomeMarket({ homeId }: { homeId: string }) {
  const markets = useMarkets();
  const anyLoaded = (markets.data?.length ?? 0) > 0;
  const { data } = useHomeMarket(homeId, anyLoaded);
  if (!anyLoaded || !data) return null;
  if (data.comparison) return <MarketComparisonView market={data.comparison} headingLevel="h2" subject="home" />;
  return (
    <section aria-labelledby="home-market-heading" className="flex flex-col gap-1 rounded-lg border p-4">
      <h2 id="home-market-heading" className="text-xl font-semibold">
        Your market
      </h2>
      <p className="text-sm text-muted-foreground">{data.reason}</p>
    </section>
  );
}
