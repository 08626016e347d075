import { CreditCard, History } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { Avatar, AvatarFallback } from "../components/ui/avatar";
import { Badge } from "../components/ui/badge";
import { Card, CardContent } from "../components/ui/card";
import { getInitials } from "../components/layout/layout-rules";
import { useViewer } from "../features/session/api/get-session";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [
  { title: "Profile | ListingLift" },
  { name: "description", content: "Your ListingLift profile: name, e-mail address and account." },
];

function AccountCard() {
  const { user, isAdmin } = useViewer();
  if (!user) return null;
  return (
    <Card className="mb-8">
      <CardContent className="flex items-center gap-4 p-6">
        <Avatar className="size-14">
          <AvatarFallback className="text-lg">{getInitials(user.name, user.email)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            <span className="truncate">{user.name.trim() || "User"}</span>
            {isAdmin ? <Badge variant="secondary">Admin</Badge> : null}
          </h2>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </CardContent>
    </Card>
  );
}

export default function ProfilePage() {
  return (
    <PageContainer>
      <PageHeader title="Profile" description="Your name, e-mail address and the way you sign in to ListingLift." />
      <SignedInOnly action="see your profile">
        <AccountCard />
        <PageLinks
          label="Your account"
          links={[
            { title: "Credit History", description: "Credits you have bought and used.", href: "/credit-history", Icon: CreditCard },
            { title: "Listing History", description: "Every listing you have generated.", href: "/listing-history", Icon: History },
          ]}
        />
      </SignedInOnly>
    </PageContainer>
  );
}
