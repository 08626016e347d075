import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { buildCodeSample, SAMPLE_LANGUAGES, type SampleLanguage } from "./code-samples";
import { CATALOGUE } from "./endpoint-catalogue";
import { CopyButton } from "./copy-button";

const SAMPLE_IDS = ["grader-analyze", "listings-generate", "listings-list", "account"];
const SAMPLES = CATALOGUE.filter((e) => SAMPLE_IDS.includes(e.id)).sort((a, b) => SAMPLE_IDS.indexOf(a.id) - SAMPLE_IDS.indexOf(b.id));

function Choice<T extends string>({ label, options, value, onChange }: { label: string; options: readonly { value: T; label: string }[]; value: T; onChange: (v: T) => void }) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            value === option.value ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** curl, JavaScript and Python for the main calls, with this server's address; curl and Python read the key from LISTINGLIFT_API_KEY. */
export function CodeSamplesCard() {
  const [endpointId, setEndpointId] = useState(SAMPLES[0]!.id);
  const [language, setLanguage] = useState<SampleLanguage>("curl");
  const endpoint = SAMPLES.find((e) => e.id === endpointId)!;
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const sample = buildCodeSample(endpoint, language, origin);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Code samples</CardTitle>
        <CardDescription>
          Put your key in the <code className="font-mono">LISTINGLIFT_API_KEY</code> environment variable for curl and Python (the
          JavaScript sample names it in its first line), then run one of these.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Choice label="Call" options={SAMPLES.map((e) => ({ value: e.id, label: e.label }))} value={endpointId} onChange={setEndpointId} />
        <Choice label="Language" options={SAMPLE_LANGUAGES.map((l) => ({ value: l, label: l }))} value={language} onChange={setLanguage} />
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            <span className="font-mono font-semibold text-foreground">
              {endpoint.method} {endpoint.path.split("?")[0]}
            </span>{" "}
            — {endpoint.description}
          </p>
          <CopyButton text={sample} label={`Copy the ${language} sample`} />
        </div>
        <pre className="max-h-96 overflow-auto rounded-md border bg-muted/50 p-4 text-xs leading-relaxed" tabIndex={0} aria-label={`${endpoint.label} in ${language}`}>
          <code>{sample}</code>
        </pre>
      </CardContent>
    </Card>
  );
}
