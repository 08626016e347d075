import type { HomeAmenity } from "./home";
import { wantsDetail, type WritingContext } from "./writing-context";

/**
 * What a guest can do with an amenity, one short sentence each, by catalogue id. Each sentence names the amenity
 * itself (so it is backed whenever it is written) and claims nothing else about the home.
 */
// prettier-ignore
export const AMENITY_USES: Readonly<Record<string, readonly string[]>> = {
  refrigerator: ["The refrigerator lets you stock up for several days.", "Keep groceries for a few days in the refrigerator."],
  freezer: ["The freezer has room for ice and frozen food."],
  microwave: ["The microwave is handy for reheating leftovers.", "Warm up leftovers in the microwave."],
  kettle: ["The kettle makes a quick cup of tea.", "Boil water for tea in the kettle."],
  "coffee-maker": ["Mornings can start with a fresh coffee from the coffee maker.", "The coffee maker is ready for your first cup of the day."],
  toaster: ["The toaster takes care of breakfast toast."],
  dishwasher: ["The dishwasher takes care of the washing-up.", "Leave the washing-up to the dishwasher."],
  "dining-table": ["The dining table gives you a place to eat together.", "Sit down to meals together at the dining table."],
  "wine-glasses": ["Wine glasses are there for a glass with dinner."],
  blender: ["The blender is there for smoothies or sauces."],
  "baking-sheet": ["The baking sheet is ready for anything from roast vegetables to cookies."],
  dishes: ["Dishes and silverware are provided, so you need not bring any."],
  "rice-maker": ["The rice maker makes an easy side dish."],
  "barbecue-utensils": ["Barbecue utensils are provided for grilling."],
  ethernet: ["The ethernet connection gives you a wired line for video calls."],
  "pocket-wifi": ["The pocket wifi device keeps you online when you are out."],
  tv: ["The TV makes a film night in easy.", "Settle in for a film night in front of the TV."],
  books: ["The books and reading material are there for a slow morning."],
  "board-games": ["Board games make for an evening in together."],
  "sound-system": ["Play your own music on the sound system."],
  "game-console": ["The game console is there for a gaming session."],
  piano: ["The piano is there for anyone who plays."],
  "record-player": ["Put a record on the record player."],
  "exercise-equipment": ["The exercise equipment lets you keep up your routine."],
  "pool-table": ["The pool table is good for a friendly match."],
  "ping-pong-table": ["The ping pong table is good for a friendly match."],
  "air-conditioning": ["Air conditioning keeps things cool on warm days."],
  heating: ["Heating keeps the place warm when it is cold outside."],
  fireplace: ["The fireplace makes for a cosy evening."],
  "ceiling-fan": ["The ceiling fan keeps the air moving."],
  "portable-fans": ["Portable fans help on warm nights."],
  "portable-heater": ["The portable heater warms whichever room you are in."],
  "bed-linens": ["Bed linens are provided, so there is no need to bring sheets."],
  "extra-pillows": ["Extra pillows and blankets are there if you sleep cold or like a higher pillow."],
  "room-darkening-shades": ["The room-darkening shades help if you like to sleep in.", "Room-darkening shades keep the morning light out."],
  "clothing-storage": ["The clothing storage means you can unpack properly, even for a long stay."],
  hangers: ["Hangers are provided for your clothes."],
  safe: ["The safe keeps passports and valuables secure."],
  "mosquito-net": ["The mosquito net helps you sleep undisturbed."],
  "king-bed": ["The king-size bed has plenty of room to stretch out."],
  washer: ["The washer means you can pack lighter and wash as you go."],
  dryer: ["The dryer gets clothes ready to wear again quickly."],
  iron: ["The iron is there for a crisp shirt before a meeting or a dinner out."],
  "drying-rack": ["Hang washing on the drying rack for clothes."],
  "hair-dryer": ["The hair dryer is one less thing to pack."],
  bathtub: ["The bathtub is there for a long soak."],
  crib: ["The crib gives a baby a safe place to sleep."],
  "travel-crib": ["The travel crib can go wherever you need it."],
  "high-chair": ["The high chair makes mealtimes with little ones easier."],
  "childrens-books-toys": ["Children’s books and toys keep younger guests busy."],
  "baby-safety-gates": ["Baby safety gates help keep little ones where you want them."],
  backyard: ["The backyard gives you space to sit outside or let children play."],
  "outdoor-furniture": ["With the outdoor furniture you can sit outside with a coffee or a book."],
  "outdoor-dining": ["Eat outside at the outdoor dining area when the weather allows."],
  "bbq-grill": ["The barbecue grill is there for cooking outdoors.", "Fire up the barbecue grill on a warm evening."],
  "fire-pit": ["The fire pit is there for evenings outside."],
  hammock: ["The hammock is made for an afternoon rest."],
  "sun-loungers": ["Sun loungers are there for lazy hours in the sun."],
  bikes: ["The bikes let you explore on two wheels."],
  kayak: ["The kayak is there for a paddle."],
  "outdoor-shower": ["Rinse off in the outdoor shower."],
  "beach-essentials": ["The beach essentials mean less to carry."],
  gym: ["The gym lets you keep up your training."],
};

/** Up to `limit` use sentences for the amenities given, in their order; none in the concise tone. */
export function describeUses(context: WritingContext, amenities: readonly HomeAmenity[], limit = 4): string[] {
  if (!wantsDetail(context)) return [];
  const sentences: string[] = [];
  for (const amenity of amenities) {
    const id = amenity.entry?.id;
    const options = id === undefined ? undefined : AMENITY_USES[id];
    if (options === undefined) continue;
    sentences.push(context.picker.pick(`use:${id}`, options));
    if (sentences.length >= limit) break;
  }
  return sentences;
}
