import { LayoutDashboard, type LucideIcon, Terminal, User, WandSparkles, Zap } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "../ui/dropdown-menu";

const QUICK_ACTIONS: { label: string; href: string; Icon: LucideIcon }[] = [
  { label: "Create Listing", href: "/create-listing", Icon: WandSparkles },
  { label: "Dashboard", href: "/dashboard", Icon: LayoutDashboard },
  { label: "Profile", href: "/profile", Icon: User },
  { label: "API Dashboard", href: "/api-dashboard", Icon: Terminal },
];

/** Spec §2: a floating menu for signed-in users (site-layout decides where it shows). */
export function QuickActions() {
  return (
    <div className="fixed bottom-5 right-5 z-30">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="icon" aria-label="Quick actions" className="size-12 rounded-full shadow-lg">
            <Zap className="size-5" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="end" className="w-52">
          <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Quick actions</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {QUICK_ACTIONS.map(({ label, href, Icon }) => (
            <DropdownMenuItem key={href} asChild>
              <Link to={href}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
