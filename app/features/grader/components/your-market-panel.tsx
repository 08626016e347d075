import { MarketComparisonView } from "../../markets/components/market-comparison-view";
import { useGradeMarket } from "../api/get-grade-market";

/** "Your market" under a full result: shown only when the listing is in a loaded city's data (nothing otherwise). */
export function YourMarketPanel({ gradeId, headingLevel }: { gradeId: string | null; headingLevel: "h3" | "h4" }) {
  const { data } = useGradeMarket(gradeId);
  return data?.comparison ? <MarketComparisonView market={data.comparison} headingLevel={headingLevel} /> : null;
}
