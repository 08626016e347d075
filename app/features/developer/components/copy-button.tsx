import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { showToast } from "../../../lib/toast";

/** Copies `text` to the clipboard and says so for two seconds. */
export function CopyButton({ text, label, ...props }: { text: string; label: string } & Omit<ButtonProps, "onClick">) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      showToast({ title: "Could not copy", description: "Select the text and copy it by hand.", variant: "destructive" });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={copy} aria-label={label} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}
