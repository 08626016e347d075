/**
 * The home page's three sample listings (spec §2: Miami Beach, Aspen Chalet, Paris Apartment). They are written for
 * homes we made up, in the shape the writer produces (three titles, a summary, Airbnb's description sections, house
 * rules, nearby places with walking minutes), and a test holds them to the same rules as a generated listing: Airbnb's
 * lengths and content rules, and no stock phrases. The places named near them are real.
 */
export type SampleListingId = "miami" | "aspen" | "paris";

export type SampleSectionKey = "space" | "guestAccess" | "neighborhood" | "gettingAround" | "notes";

/** The description sections in Airbnb's order and words (core/writer's SECTION_LABELS; a test keeps them equal). */
export const SAMPLE_SECTIONS: readonly { key: SampleSectionKey; label: string }[] = [
  { key: "space", label: "The space" },
  { key: "guestAccess", label: "Guest access" },
  { key: "neighborhood", label: "The neighborhood" },
  { key: "gettingAround", label: "Getting around" },
  { key: "notes", label: "Other things to note" },
];

export interface SampleListing {
  id: SampleListingId;
  /** The tab's label. */
  label: string;
  /** What and where the home is, as the listing page's first line. */
  home: string;
  facts: readonly string[];
  /** Three title options, best first; the first is the one shown. */
  titles: readonly [string, string, string];
  /** Airbnb's "About this space" summary: at most 500 characters. */
  summary: string;
  sections: Readonly<Record<SampleSectionKey, string>>;
  houseRules: readonly string[];
  nearby: readonly { name: string; walkMinutes: number }[];
}

export const SAMPLE_LISTINGS: readonly SampleListing[] = [
  {
    id: "miami",
    label: "Miami Beach",
    home: "Entire condo in North Beach, Miami Beach, Florida",
    facts: ["4 guests", "2 bedrooms", "3 beds", "1 bathroom"],
    titles: ["Ocean-View 2BR, 1 Block to Beach", "North Beach Condo with Balcony and Pool", "Miami Beach 2-Bedroom by the Beachwalk"],
    summary:
      "A two-bedroom condo on the seventh floor in North Beach, one block from the sand. The balcony faces east over the dunes, so you can watch the sun come up over the ocean with your coffee. The main bedroom has a queen bed and the second has two twin beds. There is a full kitchen, a washer and dryer, central air, and fast Wi-Fi with a desk by the window. Beach chairs, an umbrella and a cooler wait in the hall closet, and one covered parking space is yours.",
    sections: {
      space:
        "The living room opens onto a balcony with two chairs and a small table, facing the ocean. The kitchen has a gas range, a dishwasher, a drip coffee maker, a blender and enough pots, pans and plates to cook for four. The main bedroom has a queen bed and a wide closet; the second bedroom has two twin beds that can be pushed together. Both have blackout curtains and ceiling fans. The bathroom, off the hallway, has a walk-in shower, and bath and beach towels are provided. A desk with a 27-inch monitor sits by the living-room window, and the Wi-Fi measures about 300 Mbps.",
      guestAccess:
        "The whole condo is yours, with the building's pool deck on the third floor (open 8 am to 8 pm) and one covered space in the garage. Check-in is self-service: the door has a keypad, and the code arrives the day before you come.",
      neighborhood:
        "North Beach is the quieter end of Miami Beach: apartment buildings, small family-run cafés and a wide beach with lifeguard towers. North Beach Oceanside Park, three minutes away on foot, has shaded lawns, picnic tables and a path through the dunes. The Beachwalk, a paved path behind the dunes, runs south for miles and suits a morning run or a bike ride. South Beach and its nightlife are about 20 minutes by car.",
      gettingAround:
        "For the beach, groceries and cafés you won't need a car: a supermarket is a six-minute walk, and the free Miami Beach Trolley stops at the corner. Miami International Airport is about 30 minutes by car outside rush hour. If you drive, the garage space fits a full-size car.",
      notes:
        "The building keeps quiet hours from 10 pm to 8 am. The balcony is on the seventh floor, so please keep an eye on children out there. Hurricane season runs from June to November; if a storm warning is issued during your stay, we will message you with what the building asks guests to do.",
    },
    houseRules: [
      "Check-in after 4 pm, check-out by 11 am",
      "No more than 4 guests",
      "No smoking, including on the balcony",
      "No parties or events",
      "No pets",
      "Quiet hours from 10 pm to 8 am",
    ],
    nearby: [
      { name: "Miami Beach Trolley stop", walkMinutes: 1 },
      { name: "The beach", walkMinutes: 2 },
      { name: "North Beach Oceanside Park", walkMinutes: 3 },
      { name: "Supermarket", walkMinutes: 6 },
    ],
  },
  {
    id: "aspen",
    label: "Aspen Chalet",
    home: "Entire chalet in the West End, Aspen, Colorado",
    facts: ["6 guests", "3 bedrooms", "4 beds", "2.5 bathrooms"],
    titles: ["Aspen 3BR Chalet with Hot Tub", "West End Chalet, 15-Minute Walk to the Gondola", "Aspen Family Chalet with Fireplace and Ski Room"],
    summary:
      "A three-bedroom chalet on a quiet street in Aspen's West End, a 15-minute walk from the Silver Queen Gondola and 10 minutes from the restaurants downtown. After skiing there is a ski room with boot dryers, a wood-burning fireplace in the living room and a hot tub on the back deck under the aspens. It sleeps six: a king bed, a queen bed, and a bunk room with two twin beds. The kitchen is fully equipped, and the table seats eight.",
    sections: {
      space:
        "The living room has a vaulted ceiling with timber beams, a wood-burning fireplace (firewood is stacked on the deck) and tall windows facing Aspen Mountain. The kitchen has a gas range, two ovens, a dishwasher and an espresso machine, and the dining table seats eight. Upstairs, the main bedroom has a king bed and its own bathroom with a soaking tub; the second bedroom has a queen bed. The bunk room downstairs has two twin beds and sits next to the second full bathroom. There is a half bathroom by the entrance, a washer and dryer, and Wi-Fi on every floor.",
      guestAccess:
        "You have the whole house, the hot tub on the back deck and the two-car garage. The ski room by the garage door has boot dryers, racks for six pairs of skis and a bench for changing. Check-in is with a lockbox at the front door.",
      neighborhood:
        "The West End is Aspen's residential corner: Victorian houses, tall cottonwoods and little traffic. The Benedict Music Tent, home of the summer music festival, is a five-minute walk, and the Rio Grande Trail along the Roaring Fork River is ten minutes away. Downtown's restaurants, shops and the Wheeler Opera House are a 10-minute walk.",
      gettingAround:
        "In town you can walk everywhere, or take the free in-town bus from the stop around the corner. The Silver Queen Gondola up Aspen Mountain is a 15-minute walk with skis, and in winter buses run to Buttermilk, Aspen Highlands and Snowmass. Aspen/Pitkin County Airport is a 10-minute drive.",
      notes:
        "The driveway is steep. In winter it is plowed by 7 am, and a car with four-wheel drive or snow tires makes it easy. The hot tub is cleaned between stays and open until 10 pm. Aspen sits at about 2,400 meters (7,900 feet), so drink plenty of water on your first day.",
    },
    houseRules: [
      "Check-in after 4 pm, check-out by 10 am",
      "No more than 6 guests",
      "No smoking",
      "No parties or events",
      "No pets",
      "Hot tub open until 10 pm",
      "Quiet hours from 10 pm to 7 am",
    ],
    nearby: [
      { name: "Benedict Music Tent", walkMinutes: 5 },
      { name: "Downtown Aspen", walkMinutes: 10 },
      { name: "Rio Grande Trail", walkMinutes: 10 },
      { name: "Silver Queen Gondola", walkMinutes: 15 },
    ],
  },
  {
    id: "paris",
    label: "Paris Apartment",
    home: "Entire apartment in Le Marais, Paris, France",
    facts: ["3 guests", "1 bedroom", "2 beds", "1 bathroom"],
    titles: ["Marais Flat by Place des Vosges", "Le Marais 1-Bedroom with Beams and Courtyard View", "Quiet Paris Apartment in the Marais, 4th Floor"],
    summary:
      "A one-bedroom apartment on the fourth floor of a 17th-century building in the Marais, six minutes' walk from the Place des Vosges. The living room has oak beams and two tall windows onto a quiet courtyard, so the street noise stays outside. The bedroom has a queen bed, and the sofa opens into a bed for a third guest. There is a small, well-equipped kitchen, a washing machine and fast Wi-Fi. The one catch is the stairs: there is no lift.",
    sections: {
      space:
        "The living room keeps its original oak beams, with a sofa bed, a reading chair and a table for four under the two windows. The kitchen is small but complete: two induction rings, an oven, a dishwasher, a kettle and a coffee machine. The bedroom, at the back, has a queen bed with good linen, a wardrobe and blackout curtains. The bathroom has a shower, a heated towel rail and the washing machine. There is no air conditioning; two fans are provided, and the thick stone walls keep the rooms cool on most summer days.",
      guestAccess:
        "The whole apartment is yours. The street door opens with a code, and the apartment key is in a lockbox in the courtyard; both codes come the day before you arrive. The fourth floor is up a wooden staircase of 68 steps, with no lift.",
      neighborhood:
        "The Marais kept much of its old street plan: narrow streets, 17th-century mansions that now hold museums, bakeries and small galleries. The Place des Vosges, the oldest planned square in Paris, is six minutes away, and the Musée Carnavalet, the city's free museum of its own history, five minutes. Many shops here open on Sundays, which is rare in Paris.",
      gettingAround:
        "Saint-Paul station on metro line 1 is a four-minute walk, with direct trains to the Louvre, the Champs-Élysées and La Défense. Walking is the best way to see the area; the Île Saint-Louis and Notre-Dame are about 15 minutes on foot. From Charles de Gaulle airport, the RER B to Châtelet and then line 1 takes about an hour.",
      notes:
        "The building is residential and the courtyard carries sound, so we ask for quiet after 10 pm. Recycling bins are in the courtyard, on the left. For stays of a week or longer, bed linen and towels are changed once a week.",
    },
    houseRules: [
      "Check-in after 3 pm, check-out by 11 am",
      "No more than 3 guests",
      "No smoking, including at the windows",
      "No parties or events",
      "No pets",
      "Quiet after 10 pm",
    ],
    nearby: [
      { name: "Saint-Paul metro station (line 1)", walkMinutes: 4 },
      { name: "Musée Carnavalet", walkMinutes: 5 },
      { name: "Place des Vosges", walkMinutes: 6 },
      { name: "Île Saint-Louis", walkMinutes: 15 },
    ],
  },
];
