import { CONTACT_HONEYPOT_FIELD } from "../../../../contracts/contact";

/**
 * A field people never see or reach: off-screen, hidden from screen readers and out of the tab order. Robots that fill
 * every input fill it, and the server then drops their message while answering as if it were sent.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (event: React.ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label htmlFor="contact-website">Leave this field empty</label>
      <input id="contact-website" name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}
