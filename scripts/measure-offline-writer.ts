/**
 * The offline writer over every Inside Airbnb fixture home, measured for readers (issue 19): word counts, stock
 * sentences repeated from home to home, lacked-input sentences, grammar slips, other languages' words and the grader's
 * title and description components. Run: npx tsx scripts/measure-offline-writer.ts [airbnb|vrbo|booking] [--samples N]
 */
import fs from "node:fs";
import { parseCsvRecords } from "../cli/csv/parse-csv";
import { readCsvText } from "../cli/inside-airbnb/read-inside-airbnb-file";
import type { MarketplaceId } from "../core/marketplaces/marketplace-rules";
import { composeListing } from "../core/writer/compose-listing";
import { joinDescription } from "../core/writer/generated-listing";
import { readInsideAirbnbRow } from "../test/support/writer/inside-airbnb-facts";
import { formatMeasures, measureWriting, type WrittenHome } from "../test/support/writer/measure-writing";

const FILES = [
  { file: "fixtures/inside-airbnb/albany-ny_listings_2024-11-05.csv.gz", place: { city: "Albany", region: "NY", country: "United States" } },
  { file: "fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz", place: { city: "Antwerp", country: "Belgium" } },
];

const marketplace = (process.argv[2] ?? "airbnb") as MarketplaceId;
const samplesAt = process.argv.indexOf("--samples");
const samples = samplesAt > 0 ? Number(process.argv[samplesAt + 1]) : 0;

const started = performance.now();
const homes: WrittenHome[] = FILES.flatMap(({ file, place }) =>
  parseCsvRecords(readCsvText(fs.readFileSync(file))).map((row) => {
    const { id, facts } = readInsideAirbnbRow(row, place);
    return { id, facts, texts: composeListing(facts, [], { marketplace }) };
  }),
);
const elapsed = performance.now() - started;
console.log(formatMeasures(`offline writer, ${marketplace}`, measureWriting(homes)));
console.log(`  written in ${(elapsed / 1000).toFixed(1)} s`);
for (let index = 0; index < samples; index += 1) {
  const home = homes[Math.floor((index * homes.length) / samples)] as WrittenHome;
  console.log(`\n===== ${home.id} (${home.facts.amenities.length} amenities) =====\n${home.texts.titles.join("\n")}\n\n${joinDescription(home.texts)}\n\nHouse rules: ${home.texts.houseRules.join("; ")}`);
}
