import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/toast";

/** Copies a text to the clipboard and says so; `label` is the button's own word when "Copy" alone would be unclear. */
export function CopyButton({ text, what, label = "Copy" }: { text: string; what: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      showToast({ title: "Copied", description: `${what} is on your clipboard.`, variant: "success", duration: 2500 });
    } catch {
      showToast({ title: "Could not copy", description: "Your browser did not allow it; select the text and copy it instead.", variant: "destructive" });
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={label === "Copy" ? `Copy ${what}` : undefined}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Copied" : label}
    </Button>
  );
}
