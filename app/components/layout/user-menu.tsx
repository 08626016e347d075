import { LogOut } from "lucide-react";
import { Link } from "react-router";
import type { Viewer } from "../../../contracts/session";
import { useSignOut } from "../../features/session/components/use-sign-out";
import { Avatar, AvatarFallback } from "../ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { getInitials } from "./layout-rules";
import { ACCOUNT_MENU_LINKS, visibleNavLinks } from "./nav-links";

/** Spec §2: the signed-in user's avatar menu — name (fallback "User"), e-mail, account links and Log out. */
export function UserMenu({ user, canUseCaptions }: { user: Viewer; canUseCaptions: boolean }) {
  const signOut = useSignOut();
  const name = user.name.trim() || "User";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <Avatar>
          <AvatarFallback>{getInitials(user.name, user.email)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
          <span className="truncate font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {visibleNavLinks(ACCOUNT_MENU_LINKS, canUseCaptions).map((link) => (
            <DropdownMenuItem key={link.href} asChild>
              <Link to={link.href}>{link.label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
