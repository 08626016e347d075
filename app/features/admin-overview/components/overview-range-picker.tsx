import { useForm, useWatch } from "react-hook-form";
import { addDays, checkDayRange, countDays, isCalendarDay } from "../../../../core/analytics/day-range";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { OverviewRange } from "../api/get-admin-overview";
import { Form } from "../../../components/ui/form";

const PRESETS = [
  { label: "7 days", days: 7 },
  { label: "30 days", days: 30 },
  { label: "90 days", days: 90 },
  { label: "12 months", days: 365 },
];

/**
 * The range of UTC days: a preset that ends today, or two dates. A date pair that cannot be shown (backwards, over 366
 * days) is said in words and not applied.
 */
export function OverviewRangePicker({ range, today, onChange }: { range: OverviewRange; today: string; onChange: (next: OverviewRange) => void }) {
  // `values`: when the range changes from outside (a preset, the address), the fields follow it.
  const form = useForm<OverviewRange>({ values: range });
  const [from, to] = useWatch({ control: form.control, name: ["from", "to"] });
  const draft = { from, to };
  const problem = isCalendarDay(draft.from) && isCalendarDay(draft.to) ? checkDayRange(draft) : "Enter both dates.";
  const update = () => {
    const next = form.getValues();
    if (isCalendarDay(next.from) && isCalendarDay(next.to) && !checkDayRange(next)) onChange(next);
  };
  const length = range.to === today ? countDays(range.from, range.to) : undefined;

  return (
    <Form className="flex flex-col gap-2" aria-label="Date range" onSubmit={form.handleSubmit(() => undefined)}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Show the last">
          {PRESETS.map((preset) => (
            <Button
              key={preset.days}
              size="sm"
              variant={length === preset.days ? "default" : "outline"}
              aria-pressed={length === preset.days}
              onClick={() => onChange({ from: addDays(today, -(preset.days - 1)), to: today })}
            >
              {preset.label}
            </Button>
          ))}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="overview-from">From</Label>
            <Input id="overview-from" type="date" max={draft.to} aria-invalid={Boolean(problem)} aria-describedby="overview-range-problem" {...form.register("from", { onChange: update })} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="overview-to">To</Label>
            <Input id="overview-to" type="date" min={draft.from} aria-invalid={Boolean(problem)} aria-describedby="overview-range-problem" {...form.register("to", { onChange: update })} />
          </div>
        </div>
      </div>
      <p id="overview-range-problem" className="text-sm text-destructive lg:text-right" aria-live="polite">
        {problem ?? ""}
      </p>
    </Form>
  );
}
