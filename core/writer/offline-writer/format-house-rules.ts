import type { Home } from "./home";

/** At most 20 rules (the schema's limit). */
export const MAX_HOUSE_RULES = 20;

/** The house rules as a host's checklist: "Check-in from 15:00", "Check-out by 11:00" (the wording of "Guest access"), "No smoking", "Pets allowed"; nothing invented. */
export function formatHouseRules(home: Home): string[] {
  const rules = home.facts.houseRules;
  const pets = rules?.pets ?? (home.has("pets-allowed") ? true : undefined);
  const smoking = rules?.smoking ?? (home.has("smoking-allowed") ? true : undefined);
  const list = [
    home.checkIn !== undefined && `Check-in from ${home.checkIn}`,
    home.checkOut !== undefined && `Check-out by ${home.checkOut}`,
    pets === true && "Pets allowed",
    pets === false && "No pets",
    smoking === true && "Smoking allowed",
    smoking === false && "No smoking",
    rules?.parties === true && "Parties and events allowed",
    rules?.parties === false && "No parties or events",
    home.quietHours !== undefined && `Quiet hours: ${home.quietHours}`,
    rules?.maxGuests !== undefined && `Maximum ${rules.maxGuests} ${rules.maxGuests === 1 ? "guest" : "guests"}`,
    ...home.additionalRules,
  ];
  return list.filter((rule): rule is string => typeof rule === "string" && rule !== "").slice(0, MAX_HOUSE_RULES);
}
