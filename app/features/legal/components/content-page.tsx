import type { ReactNode } from "react";
import { formatContentDate } from "../../../../core/blog/content-date";
import { PageContainer, PageHeader } from "../../../components/layout/page-shell";
import { type TocHeading, TableOfContents } from "./table-of-contents";

interface ContentPageProps {
  title: string;
  description: string;
  /** YYYY-MM-DD: when the text last changed, shown under the description. */
  updated: string;
  headings: readonly TocHeading[];
  children: ReactNode;
}

/** A long page of text (the user guide, privacy, terms): its title, its date, a table of contents and the text. */
export function ContentPage({ title, description, updated, headings, children }: ContentPageProps) {
  return (
    <PageContainer className="max-w-6xl">
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_14rem] lg:gap-14">
        <div className="min-w-0 max-w-3xl">
          <PageHeader title={title} description={description} />
          <p className="-mt-4 mb-8 text-sm text-muted-foreground">
            Last updated <time dateTime={updated}>{formatContentDate(updated)}</time>
          </p>
          <div className="lg:hidden">
            <TableOfContents headings={headings} variant="inline" />
          </div>
          {children}
        </div>
        <div className="hidden lg:block">
          <TableOfContents headings={headings} variant="sidebar" />
        </div>
      </div>
    </PageContainer>
  );
}
