import { Outlet } from "react-router";

/** Spec §2: the authentication pages stand alone, without header or footer. */
export default function BareLayout() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Outlet />
    </main>
  );
}
