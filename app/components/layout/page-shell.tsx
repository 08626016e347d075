import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";

/** The content column of an ordinary page inside the site layout. */
export function PageContainer({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 md:py-14 lg:px-8", className)} {...props} />;
}

/** The page's one h1 with a short description of what the page is for. */
export function PageHeader({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-col gap-3">
      <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{title}</h1>
      {description ? <p className="max-w-2xl text-base text-muted-foreground md:text-lg">{description}</p> : null}
      {children ? <div className="mt-2 flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}

export interface PageLink {
  title: string;
  description: string;
  href: string;
  Icon: LucideIcon;
}

/** A grid of real places to go next, each a card-sized link. */
export function PageLinks({ links, label }: { links: PageLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map(({ title, description, href, Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className="group flex h-full gap-4 rounded-lg border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="font-semibold group-hover:text-primary">{title}</span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Short titled paragraphs, for plain-language pages such as Privacy and Terms. */
export function TextSections({ sections, idPrefix }: { sections: { title: string; body: string }[]; idPrefix: string }) {
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`${idPrefix}-${index}`}>
          <h2 id={`${idPrefix}-${index}`} className="text-xl font-semibold">
            {section.title}
          </h2>
          <p className="mt-2 leading-relaxed text-muted-foreground">{section.body}</p>
        </section>
      ))}
    </div>
  );
}
