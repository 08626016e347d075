/**
 * Typography for HTML rendered from our Markdown (no typography plugin: the styles are plain Tailwind variants on the
 * container). Headings leave room for the sticky header when a table-of-contents link jumps to them.
 */
export const PROSE_CLASSES = [
  "text-base leading-7 text-foreground",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:tracking-tight",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1",
  "[&_li>p]:my-1 [&_strong]:font-semibold [&_em]:italic [&_hr]:my-10",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a]:rounded-sm [&_a:hover]:decoration-2",
  "[&_a:focus-visible]:outline-none [&_a:focus-visible]:ring-2 [&_a:focus-visible]:ring-ring [&_a:focus-visible]:ring-offset-2 [&_a:focus-visible]:ring-offset-background",
  "[&_blockquote]:my-6 [&_blockquote]:rounded-r-md [&_blockquote]:border-l-4 [&_blockquote]:border-primary/50 [&_blockquote]:bg-muted/60 [&_blockquote]:px-5 [&_blockquote]:py-1",
  "[&_.table-scroll]:my-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-lg [&_.table-scroll]:border [&_.table-scroll]:bg-card",
  "[&_.table-scroll:focus-visible]:outline-none [&_.table-scroll:focus-visible]:ring-2 [&_.table-scroll:focus-visible]:ring-ring",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_thead]:bg-muted/60",
  "[&_th]:border-b [&_th]:px-2.5 [&_th]:py-2.5 [&_th]:align-bottom [&_th]:font-semibold [&_td]:border-b [&_td]:px-2.5 [&_td]:py-2.5 [&_td]:align-top",
  "sm:[&_th]:px-4 sm:[&_td]:px-4",
  "[&_tr:last-child>td]:border-b-0",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em]",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_pre:focus-visible]:outline-none [&_pre:focus-visible]:ring-2 [&_pre:focus-visible]:ring-ring",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_img]:border [&_img]:shadow-sm",
].join(" ");
