import fs from "node:fs";
import { parseCsvRecords } from "../../cli/csv/parse-csv";
import { readCsvText } from "../../cli/inside-airbnb/read-inside-airbnb-file";
import { MARKETPLACE_IDS } from "../../core/marketplaces/marketplace-rules";
import { type PropertyFacts, propertyFactsSchema } from "../../core/writer/property-facts";
import { readInsideAirbnbRow } from "../../test/support/writer/inside-airbnb-facts";

export interface EvalHome {
  readonly id: string;
  readonly facts: PropertyFacts;
}

const FIXTURES = [
  { name: "albany", file: "fixtures/inside-airbnb/albany-ny_listings_2024-11-05.csv.gz", place: { city: "Albany", region: "NY", country: "United States" } },
  { name: "antwerp", file: "fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz", place: { city: "Antwerp", country: "Belgium" } },
];
/** Homes taken from each fixture by default: every k-th row, so the sample spans the file and never changes. */
export const SAMPLE_PER_FIXTURE = 30;

/**
 * The default set: 30 evenly spaced rows of each Inside Airbnb fixture (60 homes), their facts read as the fixture
 * tests read them, the marketplace turning airbnb, vrbo, booking from home to home so that every marketplace's rules
 * are measured. Fixed: the same homes on every run and every machine.
 */
export function readFixtureSample(): EvalHome[] {
  const homes: EvalHome[] = [];
  for (const fixture of FIXTURES) {
    const rows = parseCsvRecords(readCsvText(fs.readFileSync(fixture.file)));
    const step = Math.max(1, Math.floor(rows.length / SAMPLE_PER_FIXTURE));
    for (let taken = 0; taken < SAMPLE_PER_FIXTURE && taken * step < rows.length; taken++) {
      const { id, facts } = readInsideAirbnbRow(rows[taken * step]!, fixture.place);
      homes.push({ id: `${fixture.name}:${id}`, facts: { ...facts, marketplace: MARKETPLACE_IDS[homes.length % MARKETPLACE_IDS.length] } });
    }
  }
  return homes;
}

/** A JSON file of facts, one object or an array, each checked by the facts schema the API uses. */
export function readFactsFile(file: string): EvalHome[] {
  const json: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  const items = Array.isArray(json) ? json : [json];
  return items.map((item, index) => {
    const parsed = propertyFactsSchema.safeParse(item);
    if (!parsed.success) throw new Error(`${file} [${index}]: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
    return { id: `${file}#${index}`, facts: parsed.data };
  });
}
