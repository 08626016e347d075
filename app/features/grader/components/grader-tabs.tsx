import { Tabs } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../../lib/cn";

/** The grader's two tabs ("URL Analysis", "Text Analysis"), styled as a segmented control. */
export const GraderTabs = Tabs.Root;

export function GraderTabList({ className, ...props }: ComponentProps<typeof Tabs.List>) {
  return <Tabs.List className={cn("grid w-full grid-cols-2 rounded-md bg-muted p-1 text-muted-foreground", className)} {...props} />;
}

export function GraderTab({ className, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={cn(
        "inline-flex h-9 items-center justify-center gap-2 rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function GraderTabPanel({ className, ...props }: ComponentProps<typeof Tabs.Content>) {
  return <Tabs.Content className={cn("mt-4 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", className)} {...props} />;
}
