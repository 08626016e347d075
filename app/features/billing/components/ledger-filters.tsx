import type { ChangeEvent, ComponentProps } from "react";
import { useForm } from "react-hook-form";
import { CREDIT_KINDS, type CreditKind, TRANSACTION_TYPES, type TransactionType } from "../../../../core/credits/credit-rules";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";
import { CREDIT_KIND_LABELS, TRANSACTION_TYPE_LABELS } from "./billing-labels";
import { Form } from "../../../components/ui/form";

/** The filters as the page keeps them in its address: local calendar days, not instants. */
export interface LedgerFilterValues {
  type?: TransactionType;
  kind?: CreditKind;
  fromDay?: string;
  toDay?: string;
}

function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs md:text-sm",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}

/** Type, kind and a date range; each change applies at once. */
export function LedgerFilters({ values, onChange }: { values: LedgerFilterValues; onChange: (next: LedgerFilterValues) => void }) {
  // `values`: the fields follow the address (Clear filters, back and forward); each edit goes to the address at once.
  const form = useForm({ values: { type: values.type ?? "", kind: values.kind ?? "", fromDay: values.fromDay ?? "", toDay: values.toDay ?? "" } });
  const field = (name: keyof LedgerFilterValues) =>
    form.register(name, { onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...values, [name]: e.target.value || undefined }) });
  const active = Object.values(values).some(Boolean);
  return (
    <Form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end" aria-label="Filter the credit history" onSubmit={form.handleSubmit(() => undefined)}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="ledger-type">Type</Label>
        <Select id="ledger-type" {...field("type")}>
          <option value="">All types</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {TRANSACTION_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="ledger-kind">Credits</Label>
        <Select id="ledger-kind" {...field("kind")}>
          <option value="">Both kinds</option>
          {CREDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CREDIT_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="ledger-from">From</Label>
        <Input id="ledger-from" type="date" max={values.toDay} {...field("fromDay")} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="ledger-to">To</Label>
        <Input id="ledger-to" type="date" min={values.fromDay} {...field("toDay")} />
      </div>
      <Button type="button" variant="ghost" disabled={!active} onClick={() => onChange({})}>
        Clear filters
      </Button>
    </Form>
  );
}
