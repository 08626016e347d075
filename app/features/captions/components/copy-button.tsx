import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/toast";

const COPIED_FOR_MS = 2000;

/** Copies a text to the clipboard, says so for two seconds, and explains when the browser refuses. */
export function CopyButton({ text, label, what, children = "Copy" }: { text: string; label: string; what: string; children?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      showToast({ title: `${what} copied`, variant: "success", duration: COPIED_FOR_MS });
    } catch {
      showToast({ title: "Could not copy", description: "Your browser did not allow it: select the text and copy it yourself.", variant: "destructive" });
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={copy} aria-label={label} className="h-8 px-2.5">
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Copied" : children}
    </Button>
  );
}
