import { FileCode, FileImage } from "lucide-react";
import { type CSSProperties, useState } from "react";
import { Logo, type LogoSize } from "../../../components/layout/logo";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { showToast } from "../../../lib/toast";
import { downloadLogoPng, downloadLogoSvg } from "../download-logo";
import { LOGO_COLOURS, LOGO_MEASUREMENTS, type LogoBackground } from "../logo-svg";

const SIZES: { size: LogoSize; use: string }[] = [
  { size: "sm", use: "Footers, favicons beside text, dense lists" },
  { size: "md", use: "The site header" },
  { size: "lg", use: "Sign-in pages and e-mails" },
  { size: "xl", use: "Presentations and press" },
];

/**
 * The preview's own colours, so it shows the chosen background's logo whatever the page's theme is. Tailwind's colour
 * utilities read --color-*, which :root resolves from the theme once; setting --foreground here alone would not reach them.
 */
function previewStyle(background: LogoBackground): CSSProperties {
  const colours = LOGO_COLOURS[background];
  return {
    "--color-foreground": colours.text,
    "--color-primary": colours.primary,
    "--color-primary-foreground": colours.onPrimary,
    backgroundColor: background === "dark" ? "#0c1016" : "#ffffff",
  } as CSSProperties;
}

const BACKGROUNDS: { value: LogoBackground; label: string }[] = [
  { value: "light", label: "Light background" },
  { value: "dark", label: "Dark background" },
];

function BackgroundSwitch({ value, onChange }: { value: LogoBackground; onChange: (value: LogoBackground) => void }) {
  return (
    <div role="group" aria-label="Logo colours" className="inline-flex self-start rounded-lg border bg-muted p-1">
      {BACKGROUNDS.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant="ghost"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(value === option.value && "bg-background shadow-sm hover:bg-background")}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

/** Spec §2's four logo sizes, each shown as the site draws it and downloadable as SVG or PNG, for light or dark backgrounds. */
export function LogoDownloads() {
  const [background, setBackground] = useState<LogoBackground>("light");

  async function savePng(size: LogoSize) {
    try {
      await downloadLogoPng(size, background);
    } catch (error) {
      showToast({ title: "The PNG could not be made", description: error instanceof Error ? error.message : undefined, variant: "error" });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <BackgroundSwitch value={background} onChange={setBackground} />
      <ul className="flex flex-col divide-y overflow-hidden rounded-lg border">
        {SIZES.map(({ size, use }) => (
          <li key={size} className="grid grid-cols-1 gap-4 bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:p-6">
            <div className="flex flex-col gap-3">
              {/* The preview sits on the chosen background, whatever the page's own theme. */}
              {/* On a phone the largest logo is wider than the screen: its preview scrolls, by keyboard too. */}
              <div
                tabIndex={0}
                role="region"
                aria-label={`The ${size} logo`}
                className="flex min-h-24 items-center overflow-x-auto rounded-md border px-4 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-5"
                style={previewStyle(background)}
              >
                <Logo size={size} />
              </div>
              <p className="text-sm text-muted-foreground">
                <span className="font-medium text-foreground">size="{size}"</span> · {LOGO_MEASUREMENTS[size].box} px high · {use}
              </p>
            </div>
            <div className="flex gap-2 sm:flex-col">
              <Button variant="outline" size="sm" onClick={() => downloadLogoSvg(size, background)} aria-label={`Download the ${size} logo as SVG`}>
                <FileCode aria-hidden="true" />
                SVG
              </Button>
              <Button variant="outline" size="sm" onClick={() => void savePng(size)} aria-label={`Download the ${size} logo as PNG`}>
                <FileImage aria-hidden="true" />
                PNG
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
