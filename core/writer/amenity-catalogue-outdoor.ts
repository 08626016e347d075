import { defineKind, viewWordings } from "./amenity-catalogue-types";

/* The amenities for children, outside, around the home, for safety and as services; see amenity-catalogue-indoor.ts. */

export const FAMILY = defineKind("family", [
  ["crib", "Crib", "a crib", ["baby crib", "baby cot", "cot"]],
  ["travel-crib", "Pack ’n play/Travel crib", "a travel crib", ["travel crib", "pack n play", "travel cot", "playpen", "play yard"]],
  ["high-chair", "High chair", "a high chair", ["standalone high chair", "highchair", "booster seat"]],
  ["childrens-books-toys", "Children’s books and toys", "children’s books and toys", ["toys", "childrens toys", "kids toys", "childrens books"]],
  ["childrens-dinnerware", "Children’s dinnerware", "children’s dinnerware", ["kids dinnerware", "childrens tableware", "kids tableware"]],
  ["baby-bath", "Baby bath", "a baby bath", ["baby bathtub"]],
  ["baby-monitor", "Baby monitor", "a baby monitor"],
  ["baby-safety-gates", "Baby safety gates", "baby safety gates", ["baby gate", "baby gates", "stair gate", "stair gates", "safety gates"]],
  ["changing-table", "Changing table", "a changing table", ["changing mat", "changing station"]],
  ["fireplace-guards", "Fireplace guards", "fireplace guards", ["fireplace guard"]],
  ["outlet-covers", "Outlet covers", "outlet covers", ["socket covers", "plug covers"]],
  ["table-corner-guards", "Table corner guards", "table corner guards", ["corner guards"]],
  ["window-guards", "Window guards", "window guards"],
  ["babysitter-recommendations", "Babysitter recommendations", "babysitter recommendations", ["babysitter", "babysitting"]],
  ["childrens-playroom", "Children’s playroom", "a children’s playroom", ["playroom", "kids playroom"]],
  ["outdoor-playground", "Outdoor playground", "an outdoor playground", ["playground", "swing set"]],
  ["childrens-bikes", "Children’s bikes", "children’s bikes", ["kids bikes"]],
]);

export const OUTDOOR = defineKind("outdoor", [
  ["patio-balcony", "Patio or balcony", "a patio or balcony", ["patio", "balcony", "terrace", "deck", "veranda", "porch", "loggia", "private patio or balcony", "shared patio or balcony", "roof terrace", "rooftop terrace"]],
  ["backyard", "Backyard", "a backyard", ["garden", "yard", "back yard", "private backyard", "shared backyard", "lawn", "courtyard"]],
  ["outdoor-furniture", "Outdoor furniture", "outdoor furniture", ["garden furniture", "patio furniture"]],
  ["outdoor-dining", "Outdoor dining area", "an outdoor dining area", ["outdoor dining", "outdoor table"]],
  ["bbq-grill", "BBQ grill", "a barbecue grill", ["bbq", "barbecue", "barbeque", "grill", "barbecue grill", "gas grill", "charcoal grill", "private bbq grill"], ["bbq", "barbecue", "barbeque", "bbq grill", "barbecue grill", "gas grill", "charcoal grill"]],
  ["fire-pit", "Fire pit", "a fire pit", ["firepit", "fire bowl"]],
  ["hammock", "Hammock", "a hammock"],
  ["sun-loungers", "Sun loungers", "sun loungers", ["sun lounger", "deck chairs", "lounge chairs", "sunbeds"]],
  ["outdoor-kitchen", "Outdoor kitchen", "an outdoor kitchen"],
  ["outdoor-shower", "Outdoor shower", "an outdoor shower"],
  ["kayak", "Kayak", "a kayak", ["kayaks", "canoe", "paddle board", "sup board"]],
  ["bikes", "Bikes", "bikes", ["bicycles", "bike", "bicycle"], ["bikes", "bicycles"]],
  ["beach-essentials", "Beach essentials", "beach essentials (beach towels, umbrella, beach blanket)", ["beach towels", "beach umbrella", "beach chairs"]],
  ["boat-slip", "Boat slip", "a boat slip", ["boat dock", "mooring"]],
]);

const PARKING = ["parking", "garage", "parking garage"];

export const PARKING_FACILITIES = defineKind("parking-facilities", [
  ["free-parking", "Free parking on premises", "free parking on the premises",
    ["free parking garage on premises", "free driveway parking on premises", "free residential garage on premises", "free carport on premises", "free parking lot on premises", "free driveway parking", "free parking", "free private parking", "private parking", "driveway", "carport"],
    ["free parking on premises", "free parking on the premises", "free parking", "free private parking", "private parking", "driveway", "carport", ...PARKING]],
  ["free-street-parking", "Free street parking", "free street parking", [], ["free street parking", "free parking", "street parking", ...PARKING]],
  ["paid-parking-on-premises", "Paid parking on premises", "paid parking on the premises",
    ["paid parking garage on premises", "paid parking lot on premises", "paid residential garage on premises", "paid driveway parking on premises", "paid carport on premises", "paid private parking"],
    ["paid parking on premises", "paid parking on the premises", "paid parking", "paid private parking", ...PARKING]],
  ["paid-parking-off-premises", "Paid parking off premises", "paid parking off the premises",
    ["paid parking garage off premises", "paid parking lot off premises", "paid street parking off premises", "paid street parking", "public parking", "public car park", "car park"],
    ["paid parking off premises", "paid parking off the premises", "paid parking", "paid street parking", "street parking", "public parking", "car park", ...PARKING]],
  ["ev-charger", "EV charger", "an EV charger", ["electric vehicle charger", "ev charging", "tesla charger", "charging station"], ["ev charger", "electric vehicle charger", "ev charging"]],
  ["elevator", "Elevator", "an elevator", ["lift"], ["elevator", "elevators", "a lift", "the lift"]],
  ["gym", "Gym", "a gym", ["fitness room", "fitness center", "fitness centre", "private gym", "shared gym", "gym in building", "gym nearby"], ["gym", "fitness room", "fitness center", "fitness centre"]],
  ["pool", "Pool", "a pool", ["swimming pool", "private pool", "shared pool", "indoor pool", "outdoor pool", "heated pool", "infinity pool", "plunge pool", "lap pool", "pool access"]],
  ["hot-tub", "Hot tub", "a hot tub", ["jacuzzi", "spa tub", "whirlpool tub", "whirlpool bath", "private hot tub", "shared hot tub"]],
  ["sauna", "Sauna", "a sauna", ["private sauna", "shared sauna", "steam room", "infrared sauna"]],
  ["single-level", "Single level home", "a single-level layout (no stairs inside)", ["single level", "no stairs", "step free"]],
]);

export const SAFETY = defineKind("safety", [
  ["smoke-alarm", "Smoke alarm", "a smoke alarm", ["smoke detector"]],
  ["carbon-monoxide-alarm", "Carbon monoxide alarm", "a carbon monoxide alarm", ["co alarm", "carbon monoxide detector", "co detector"]],
  ["fire-extinguisher", "Fire extinguisher", "a fire extinguisher"],
  ["first-aid-kit", "First aid kit", "a first aid kit"],
  ["security-cameras", "Exterior security cameras on property", "exterior security cameras on the property", ["exterior security cameras", "security cameras", "security camera", "cctv", "video doorbell", "doorbell camera"]],
  ["noise-monitors", "Noise decibel monitors on property", "noise decibel monitors on the property", ["noise decibel monitors", "noise decibel monitor", "noise monitor", "noise monitors", "decibel monitor"]],
  ["bedroom-lock", "Lock on bedroom door", "a lock on the bedroom door", ["bedroom lock", "lockable bedroom", "bedroom door lock"], ["lock on bedroom door", "lock on the bedroom door", "lockable bedroom", "bedroom door lock"]],
]);

export const SERVICES = defineKind("services", [
  ["self-check-in", "Self check-in", "self check-in", ["self checkin", "contactless check in"], ["self check in", "self checkin", "contactless check in", "check yourself in", "let yourself in"]],
  ["keypad", "Keypad", "a keypad", ["keypad lock", "door code", "code lock", "keyless entry"]],
  ["lockbox", "Lockbox", "a lockbox", ["key box", "key safe", "lock box", "keybox"]],
  ["smart-lock", "Smart lock", "a smart lock", ["smartlock", "electronic lock"]],
  ["building-staff", "Building staff", "building staff", ["doorman", "concierge", "front desk", "reception desk", "24 hour reception"]],
  ["host-greets", "Host greets you", "the host greets you", ["host greets", "in person check in", "meet and greet"], ["host greets you", "greets you in person", "in person check in", "meet and greet"]],
  ["luggage-dropoff", "Luggage dropoff allowed", "luggage drop-off", ["luggage dropoff", "luggage drop off", "luggage storage"], ["luggage dropoff", "luggage drop off", "luggage storage", "drop off your luggage", "drop off your bags", "store your luggage"]],
  ["long-term-stays", "Long term stays allowed", "stays of 28 days or more", ["long term stays", "monthly stays", "long stays"], ["long term stays", "monthly stays", "long stays", "28 days or more"]],
  ["breakfast", "Breakfast", "breakfast", ["breakfast included", "breakfast provided", "complimentary breakfast"], ["breakfast included", "breakfast is included", "breakfast is provided", "breakfast provided", "free breakfast", "complimentary breakfast", "breakfast is served"]],
  ["cleaning", "Cleaning available during stay", "cleaning during your stay", ["housekeeping", "cleaning during stay", "cleaning service", "daily cleaning", "maid service"], ["cleaning available", "cleaning during your stay", "cleaning during the stay", "housekeeping", "cleaning service", "daily cleaning", "maid service"]],
  ["pets-allowed", "Pets allowed", "pets are allowed", ["pet friendly", "pets welcome", "dogs allowed", "dog friendly"], ["pets allowed", "pets are allowed", "pets are welcome", "pets welcome", "pet friendly", "dogs allowed", "dogs are welcome", "dog friendly", "bring your pet", "bring your dog"]],
  ["smoking-allowed", "Smoking allowed", "smoking is allowed", ["smoking permitted", "smoker friendly"], ["smoking allowed", "smoking is allowed", "smoking permitted", "smoking is permitted", "smoker friendly"]],
]);

export const LOCATION_FEATURES = defineKind("location", [
  ["waterfront", "Waterfront", "a waterfront setting", ["water front", "on the water"], ["waterfront", "water front", "on the water", "by the water"]],
  ["beach-access", "Beach access", "beach access", ["beachfront", "beach front", "private beach", "shared beach access", "direct beach access"], ["beach access", "beachfront", "beach front", "private beach", "direct beach access", "on the beach"]],
  ["lake-access", "Lake access", "lake access", ["lakefront", "lake front", "private lake access"]],
  ["ski-in-out", "Ski-in/Ski-out", "ski-in/ski-out access", ["ski in ski out"]],
  ["resort-access", "Resort access", "access to the resort’s facilities", ["paid resort access", "resort facilities"], ["resort access", "resort facilities", "resorts facilities"]],
  ["laundromat", "Laundromat nearby", "a laundromat nearby", ["laundromat", "launderette", "laundrette"]],
  ["private-entrance", "Private entrance", "a private entrance", ["separate entrance", "own entrance", "private entry"]],
]);

const view = (id: string, label: string, phrase: string, ...places: string[]) =>
  [id, label, phrase, viewWordings(...places)] as const;

export const VIEWS = defineKind("views", [
  view("city-skyline-view", "City skyline view", "a city skyline view", "city skyline", "skyline", "city"),
  view("garden-view", "Garden view", "a garden view", "garden"),
  view("courtyard-view", "Courtyard view", "a courtyard view", "courtyard"),
  view("park-view", "Park view", "a park view", "park"),
  view("river-view", "River view", "a river view", "river"),
  view("lake-view", "Lake view", "a lake view", "lake"),
  view("sea-view", "Sea view", "a sea view", "sea"),
  view("ocean-view", "Ocean view", "an ocean view", "ocean"),
  view("mountain-view", "Mountain view", "a mountain view", "mountain", "mountains"),
  view("harbor-view", "Harbor view", "a harbor view", "harbor", "harbour"),
  view("marina-view", "Marina view", "a marina view", "marina"),
  view("bay-view", "Bay view", "a bay view", "bay"),
  view("canal-view", "Canal view", "a canal view", "canal"),
  view("pool-view", "Pool view", "a pool view", "pool"),
  view("beach-view", "Beach view", "a beach view", "beach"),
  view("valley-view", "Valley view", "a valley view", "valley"),
  view("golf-course-view", "Golf course view", "a golf course view", "golf course"),
]);
