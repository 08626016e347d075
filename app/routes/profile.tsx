import { CreditCard, History } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { getInitials } from "../components/layout/layout-rules";
import { Avatar, AvatarFallback } from "../components/ui/avatar";
import { Badge } from "../components/ui/badge";
import { Card, CardContent } from "../components/ui/card";
import { ChangePasswordForm } from "../features/account/components/change-password-form";
import { DeleteAccountCard } from "../features/account/components/delete-account-card";
import { ProfileNameForm } from "../features/account/components/profile-name-form";
import { SessionsCard } from "../features/account/components/sessions-card";
import { useViewer } from "../features/session/api/get-session";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [
  { title: "Profile | ListingLift" },
  { name: "description", content: "Your ListingLift profile: name, password, where you are signed in, and your account." },
];

function ProfileSections() {
  const { user, isAdmin } = useViewer();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <Card>
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
      {/* Keyed by the saved name so the form starts from it again after a save elsewhere. */}
      <ProfileNameForm key={user.name} user={user} />
      <ChangePasswordForm />
      <SessionsCard />
      <PageLinks
        label="Your account"
        links={[
          { title: "Credit History", description: "Credits you have bought and used.", href: "/credit-history", Icon: CreditCard },
          { title: "Listing History", description: "Every listing you have generated.", href: "/listing-history", Icon: History },
        ]}
      />
      <DeleteAccountCard />
    </div>
  );
}

export default function ProfilePage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Profile" description="Your name, password, the devices you are signed in on, and your account." />
      <SignedInOnly action="see your profile">
        <ProfileSections />
      </SignedInOnly>
    </PageContainer>
  );
}
