import { defineKind } from "./amenity-catalogue-types";

/*
 * The amenities inside the home, labelled as Airbnb names them. More terms: other names hosts and exports use for
 * the same thing ("Fast wifi – 300 Mbps" is Wifi). Mentions, where given, are narrower than the terms: words that in
 * a sentence can only mean the home has it ("coffee" alone may be "coffee shops nearby").
 */

export const ESSENTIALS = defineKind("essentials", [
  ["essentials", "Essentials", "the essentials (towels, bed sheets, soap and toilet paper)", [], ["towels, bed sheets, soap and toilet paper", "towels", "toilet paper"]],
  ["hot-water", "Hot water", "hot water"],
  ["cleaning-products", "Cleaning products", "cleaning products", ["cleaning supplies"]],
  ["hangers", "Hangers", "hangers", ["clothes hangers", "coat hangers"]],
  ["bed-linens", "Bed linens", "bed linens", ["bed linen", "cotton linens", "linens", "bed sheets"]],
  ["extra-pillows", "Extra pillows and blankets", "extra pillows and blankets", ["extra pillows", "extra blankets"]],
  ["private-living-room", "Private living room", "a private living room", ["private lounge"]],
]);

export const KITCHEN = defineKind("kitchen", [
  ["kitchen", "Kitchen", "a kitchen", ["full kitchen", "fully equipped kitchen"]],
  ["kitchenette", "Kitchenette", "a kitchenette", [], ["kitchenette", "kitchen"]],
  ["refrigerator", "Refrigerator", "a refrigerator", ["fridge", "fridge freezer"]],
  ["mini-fridge", "Mini fridge", "a mini fridge", ["minibar", "mini bar"]],
  ["freezer", "Freezer", "a freezer"],
  ["microwave", "Microwave", "a microwave", ["microwave oven"]],
  ["cooking-basics", "Cooking basics", "cooking basics (pots and pans, oil, salt and pepper)", ["pots and pans"]],
  ["dishes", "Dishes and silverware", "dishes and silverware", ["cutlery", "crockery", "tableware"]],
  ["dishwasher", "Dishwasher", "a dishwasher"],
  ["stove", "Stove", "a stove", ["cooktop", "hob", "stovetop", "gas stove", "electric stove", "induction stove", "induction hob"]],
  ["oven", "Oven", "an oven", ["single oven", "double oven", "convection oven"]],
  ["kettle", "Hot water kettle", "a kettle", ["kettle", "electric kettle"]],
  ["coffee-maker", "Coffee maker", "a coffee maker", ["coffee machine", "espresso machine", "nespresso", "keurig", "keurig coffee machine", "drip coffee maker", "french press", "pour over coffee", "moka pot", "senseo"]],
  ["coffee", "Coffee", "coffee", ["complimentary coffee"], ["coffee provided", "coffee is provided", "free coffee", "complimentary coffee"]],
  ["wine-glasses", "Wine glasses", "wine glasses"],
  ["toaster", "Toaster", "a toaster"],
  ["baking-sheet", "Baking sheet", "a baking sheet", ["baking tray"]],
  ["blender", "Blender", "a blender"],
  ["rice-maker", "Rice maker", "a rice maker", ["rice cooker"]],
  ["bread-maker", "Bread maker", "a bread maker", ["bread machine"]],
  ["trash-compactor", "Trash compactor", "a trash compactor"],
  ["barbecue-utensils", "Barbecue utensils", "barbecue utensils", ["bbq utensils", "grill utensils"]],
  ["dining-table", "Dining table", "a dining table"],
]);

export const BATHROOM = defineKind("bathroom", [
  ["bathtub", "Bathtub", "a bathtub", ["bath tub"]],
  ["bidet", "Bidet", "a bidet"],
  ["body-soap", "Body soap", "body soap", ["hand soap", "shower soap"]],
  ["conditioner", "Conditioner", "conditioner", ["hair conditioner"]],
  ["hair-dryer", "Hair dryer", "a hair dryer", ["hairdryer", "blow dryer"]],
  ["shampoo", "Shampoo", "shampoo"],
  ["shower-gel", "Shower gel", "shower gel", ["body wash"]],
]);

export const BEDROOM_LAUNDRY = defineKind("bedroom-laundry", [
  ["washer", "Washer", "a washer", ["washing machine", "free washer", "paid washer", "laundry machine"], ["washer", "washing machine", "laundry machine"]],
  ["dryer", "Dryer", "a dryer", ["tumble dryer", "clothes dryer", "free dryer", "paid dryer"], ["dryer", "tumble dryer", "clothes dryer"]],
  ["iron", "Iron", "an iron", ["ironing board", "iron and ironing board"], ["ironing board", "an iron"]],
  ["drying-rack", "Drying rack for clothing", "a drying rack for clothes", ["drying rack", "clothes drying rack", "clothes horse"]],
  ["clothing-storage", "Clothing storage", "clothing storage", ["closet", "wardrobe", "dresser", "walk in closet", "chest of drawers"]],
  ["room-darkening-shades", "Room-darkening shades", "room-darkening shades", ["blackout curtains", "blackout blinds", "blackout shades", "room darkening blinds"]],
  ["safe", "Safe", "a safe", ["in room safe", "safe box", "safety deposit box"], ["in room safe", "safe box", "safety deposit box", "a safe for"]],
  ["mosquito-net", "Mosquito net", "a mosquito net", ["mosquito nets"]],
  ["king-bed", "King-size bed", "a king-size bed", ["king bed", "king size bed", "california king bed"]],
]);

export const HEATING_COOLING = defineKind("heating-cooling", [
  ["air-conditioning", "Air conditioning", "air conditioning", ["ac", "a c", "air conditioner", "central air conditioning", "central air", "window ac unit", "portable air conditioning", "aircon", "air con"], ["air conditioning", "air conditioner", "central air", "aircon", "air con"]],
  ["heating", "Heating", "heating", ["central heating", "radiant heating", "heater", "underfloor heating", "floor heating"]],
  ["ceiling-fan", "Ceiling fan", "a ceiling fan", ["ceiling fans"]],
  ["portable-fans", "Portable fans", "portable fans", ["portable fan", "electric fan", "fans", "fan"], ["portable fans", "portable fan", "electric fan"]],
  ["fireplace", "Indoor fireplace", "an indoor fireplace", ["fireplace", "wood burning fireplace", "gas fireplace", "electric fireplace", "wood stove", "wood burning stove", "wood burner", "log burner", "log stove", "multi fuel stove", "pellet stove"]],
  ["portable-heater", "Portable heater", "a portable heater", ["space heater"]],
]);

export const ENTERTAINMENT = defineKind("entertainment", [
  ["tv", "TV", "a TV", ["television", "hdtv", "smart tv", "cable tv", "flat screen tv"], ["tv", "television", "hdtv", "smart tv"]],
  ["sound-system", "Sound system", "a sound system", ["bluetooth speaker", "speakers", "stereo", "sonos", "bluetooth sound system"], ["sound system", "bluetooth speaker", "stereo", "sonos"]],
  ["record-player", "Record player", "a record player", ["turntable", "vinyl player"]],
  ["piano", "Piano", "a piano", ["upright piano", "grand piano"]],
  ["game-console", "Game console", "a game console", ["playstation", "ps3", "ps4", "ps5", "xbox", "nintendo switch", "games console"]],
  ["board-games", "Board games", "board games"],
  ["books", "Books and reading material", "books and reading material", ["books", "reading material"], ["books and reading material", "reading material", "books to read", "bookshelf", "bookcase"]],
  ["exercise-equipment", "Exercise equipment", "exercise equipment", ["yoga mat", "free weights", "treadmill", "exercise bike", "elliptical", "rowing machine"]],
  ["pool-table", "Pool table", "a pool table", ["billiard table", "billiards", "snooker table"]],
  ["ping-pong-table", "Ping pong table", "a ping pong table", ["table tennis", "table tennis table", "ping pong"]],
  ["arcade-games", "Arcade games", "arcade games", ["arcade machine", "pinball machine"]],
  ["movie-theater", "Movie theater", "a home movie theater", ["home cinema", "home theater", "home theatre", "cinema room"]],
  ["life-size-games", "Life size games", "life-size games", ["giant jenga", "giant chess"]],
  ["mini-golf", "Mini golf", "mini golf", ["minigolf", "putting green"]],
  ["climbing-wall", "Climbing wall", "a climbing wall"],
  ["skate-ramp", "Skate ramp", "a skate ramp"],
  ["bowling-alley", "Bowling alley", "a bowling alley"],
  ["hockey-rink", "Hockey rink", "a hockey rink"],
  ["theme-room", "Theme room", "a theme room", ["themed room"]],
]);

export const INTERNET_OFFICE = defineKind("internet-office", [
  ["wifi", "Wifi", "wifi", ["wi fi", "wireless internet", "internet", "fast wifi", "free wifi", "wlan", "broadband", "fibre internet", "fiber internet", "high speed internet"], ["wifi", "wi fi", "wireless internet", "internet", "broadband"]],
  ["workspace", "Dedicated workspace", "a dedicated workspace", ["workspace", "work space", "desk", "work desk", "home office", "laptop friendly workspace"], ["dedicated workspace", "workspace", "work space", "desk", "home office"]],
  ["ethernet", "Ethernet connection", "an ethernet connection", ["ethernet", "ethernet cable", "wired internet", "lan cable"]],
  ["pocket-wifi", "Pocket wifi", "a pocket wifi device", ["portable wifi", "mobile hotspot", "pocket wi fi"]],
]);
