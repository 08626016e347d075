import { Search } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { LoadingScreen } from "../../../components/layout/loading-screen";
import { PagePager } from "../../../components/ui/page-pager";
import { HOMES_PAGE_SIZE, useHomes } from "../api/list-homes";
import { HomeCard } from "./home-card";

/** With this many homes or more a search box helps; below, the whole list is on screen at once. */
const SEARCH_FROM = 6;

function NoHomesYet() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <p className="text-lg font-medium">No homes yet.</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Write a listing for one of your homes and press “Save as a home” in the form: its facts are kept here, with every listing and score
        that follows, so you never type them again.
      </p>
      <Button asChild>
        <Link to="/create-listing">Write a listing</Link>
      </Button>
    </div>
  );
}

/** The host's homes as cards, newest first, with a search box once there are enough of them to need one. */
export function HomeList() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const homes = useHomes(page, q);
  if (homes.isPending) return <LoadingScreen />;
  if (homes.isError) return <p className="text-sm text-destructive">Your homes could not be loaded. Please reload the page.</p>;
  const { items, total } = homes.data;
  if (total === 0 && !q) return <NoHomesYet />;
  return (
    <div className="flex flex-col gap-4">
      {total >= SEARCH_FROM || q ? (
        <div className="relative max-w-md">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" aria-label="Search your homes" placeholder="Search by name or city" className="pl-9" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} />
        </div>
      ) : null}
      {items.length === 0 ? <p className="rounded-lg border border-dashed p-8 text-center font-medium">No home matches this search.</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your homes">
        {items.map((home) => (
          <HomeCard key={home.id} home={home} />
        ))}
      </ul>
      <PagePager label="Homes pages" page={page} pageSize={HOMES_PAGE_SIZE} total={total} onPage={setPage} />
    </div>
  );
}
