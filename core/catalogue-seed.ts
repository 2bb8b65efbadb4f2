// What a fresh install's catalogue starts with: today's 32 products, seeded into the database
// once (server/db/seed-catalogue.ts; docs/decisions/0018-live-pages-from-the-database.md). The
// database is the source of truth from then on: staff change products there, and pages, carts
// and pricing read them from there. The build also pre-renders its measuring copy of the pages
// from this list.
//
// Ids are stored in carts (localStorage) and in orders: never rename or reuse one.
// docs/product-rules.md#data-shapes notes the original site duplicated some ids; here every id is
// unique (core/catalogue-seed.test.ts checks it).
import type { Pence } from "./money";
import type { Product, ProductCategory, ProductLookup } from "./product";


const emojiByCategory: Record<ProductCategory, string> = {
  tee: "👕",
  hoodie: "🧥",
  "long-sleeve": "👕",
  "mesh-snapback": "🧢",
  "dad-hat": "🧢",
  "fitted-hat": "🧢",
  bundle: "🎁",
  devotional: "📖",
  other: "🛍️",
};

// Prices per docs/product-rules.md#data-shapes.
const HOODIE: Pence = 2799;
const LONG_SLEEVE: Pence = 1799;
const MESH_SNAPBACK: Pence = 2299;
const HAT: Pence = 1999; // fitted and dad hats
const BUNDLE: Pence = 3499;
const BUNDLE_SALE: Pence = 2999;
const DEVOTIONAL: Pence = 1500;

type Entry = Omit<Product, "image" | "emoji"> & { emoji?: string };

function product(entry: Entry): Product {
  return {
    ...entry,
    image: `/images/products/${entry.id}.svg`,
    emoji: entry.emoji ?? emojiByCategory[entry.category],
  };
}

export const apparelProducts: Product[] = [
  // ── Tees: £14.99 – £16.99 ──────────────────────────────────────────────
  product({
    id: "passport-to-purpose-tee",
    name: "Passport to Purpose Tee",
    price: 1699,
    category: "tee",
    featured: true,
    description:
      "Our signature tee in soft, midweight ringspun cotton with a relaxed everyday fit. A reminder that every step of the journey is stamped with God's purpose for you.",
    imageAlt: "Navy T-shirt printed with a passport stamp reading 'Passport to Purpose'.",
  }),
  product({
    id: "faith-over-fear-t-shirt",
    name: "Faith Over Fear T-Shirt",
    price: 1599,
    category: "tee",
    featured: true,
    description:
      "Classic-fit crew neck in 100% combed cotton, printed with bold white lettering. For the days when courage is a choice you make in prayer.",
    imageAlt: "Black T-shirt printed with 'Faith Over Fear' in bold white capitals.",
  }),
  product({
    id: "blessed-tee",
    name: "Blessed Tee",
    price: 1499,
    category: "tee",
    description:
      "A clean, simple white tee with a single word in deep navy script. Lightweight cotton that washes well and wears even better.",
    imageAlt: "White T-shirt with the word 'Blessed' in navy serif lettering.",
  }),
  product({
    id: "chosen-t-shirt",
    name: "Chosen T-Shirt",
    price: 1499,
    category: "tee",
    description:
      "Soft cotton crew neck carrying one word from 1 Peter 2:9. Unisex fit, true to size, with a tear-away label for comfort.",
    imageAlt: "Purple T-shirt printed with 'Chosen' and the reference 1 Peter 2:9.",
  }),
  product({
    id: "walk-by-faith-tee",
    name: "Walk By Faith Tee",
    price: 1599,
    category: "tee",
    description:
      "Heavyweight organic cotton with a boxy modern cut. 'We walk by faith, not by sight' – 2 Corinthians 5:7 – printed across the chest.",
    imageAlt: "Forest green T-shirt reading 'Walk By Faith, Not By Sight' with the reference 2 Corinthians 5:7.",
  }),
  product({
    id: "grace-upon-grace-tee",
    name: "Grace Upon Grace Tee",
    price: 1699,
    category: "tee",
    description:
      "A garment-dyed tee with a lived-in softness from the first wear. Inspired by John 1:16: grace after grace, poured out without measure.",
    imageAlt: "Pink T-shirt with 'Grace Upon Grace' in burgundy serif lettering and the reference John 1:16.",
  }),
  product({
    id: "child-of-god-tee",
    name: "Child of God Tee",
    price: 1499,
    category: "tee",
    description:
      "An everyday cotton tee that says who you are and whose you are. Pre-shrunk, with a ribbed collar that keeps its shape.",
    imageAlt: "Yellow T-shirt printed with 'Child of God' in navy capitals.",
  }),
  product({
    id: "prayer-warrior-t-shirt",
    name: "Prayer Warrior T-Shirt",
    price: 1599,
    category: "tee",
    description:
      "Built for the ones who stand in the gap for others. Durable cotton jersey with a slightly longer body and a bold chest print.",
    imageAlt: "Red T-shirt printed with 'Prayer Warrior' in white capitals and the reference Ephesians 6:18.",
  }),
  product({
    id: "kingdom-minded-tee",
    name: "Kingdom Minded Tee",
    price: 1699,
    category: "tee",
    description:
      "Premium combed cotton in a tailored fit, finished with a gold-tone print. Seek first the kingdom – Matthew 6:33 – and wear the reminder.",
    imageAlt: "Black T-shirt with 'Kingdom Minded' in gold lettering and the reference Matthew 6:33.",
  }),
  product({
    id: "love-never-fails-tee",
    name: "Love Never Fails Tee",
    price: 1599,
    category: "tee",
    description:
      "A soft, breathable tee carrying the heart of 1 Corinthians 13. Relaxed unisex fit that layers easily under a jacket or hoodie.",
    imageAlt: "White T-shirt reading 'Love Never Fails' in red lettering with the reference 1 Corinthians 13:8.",
  }),
  product({
    id: "rooted-in-love-tee",
    name: "Rooted in Love Tee",
    price: 1499,
    category: "tee",
    description:
      "Organic cotton tee with an earthy print drawn from Ephesians 3:17. A gentle everyday reminder to stay planted in God's love.",
    imageAlt: "Green T-shirt printed with 'Rooted in Love' and the reference Ephesians 3:17.",
  }),
  product({
    id: "out-of-many-one-love-tee",
    name: "Out of Many, One Love Tee",
    price: 1699,
    category: "tee",
    description:
      "A nod to Jamaica's motto and to one family in Christ, here and across the diaspora. Midweight cotton with a print in green and gold.",
    imageAlt: "Black T-shirt reading 'Out of Many, One Love' in gold and green lettering.",
  }),

  // ── Hoodies: £27.99 ────────────────────────────────────────────────────
  product({
    id: "blessed-and-highly-favoured-hoodie",
    name: "Blessed & Highly Favoured Hoodie",
    price: HOODIE,
    category: "hoodie",
    featured: true,
    description:
      "A heavyweight brushed-fleece hoodie with a double-lined hood and kangaroo pocket. Warm, generous and printed with a reminder of God's favour.",
    imageAlt: "Purple hoodie printed with 'Blessed & Highly Favoured' in white lettering.",
  }),
  product({
    id: "faith-over-fear-hoodie",
    name: "Faith Over Fear Hoodie",
    price: HOODIE,
    category: "hoodie",
    description:
      "Cosy cotton-rich fleece in a relaxed fit, with ribbed cuffs and hem. Our best-loved message for cold mornings and brave days.",
    imageAlt: "Black hoodie printed with 'Faith Over Fear' in bold white capitals.",
  }),
  product({
    id: "passport-to-purpose-hoodie",
    name: "Passport to Purpose Hoodie",
    price: HOODIE,
    category: "hoodie",
    description:
      "The signature Passport to Purpose design on a soft navy hoodie. Brushed inside, with flat drawcords and a roomy front pocket.",
    imageAlt: "Navy hoodie printed with a passport stamp reading 'Passport to Purpose'.",
  }),
  product({
    id: "grace-wins-hoodie",
    name: "Grace Wins Hoodie",
    price: HOODIE,
    category: "hoodie",
    description:
      "Midweight loopback cotton that is warm without the bulk, in a rich red. A two-word testimony printed across the chest.",
    imageAlt: "Red hoodie printed with 'Grace Wins' in bold white capitals.",
  }),
  product({
    id: "kingdom-come-hoodie",
    name: "Kingdom Come Hoodie",
    price: HOODIE,
    category: "hoodie",
    description:
      "A deep forest-green fleece hoodie with a gold print from the Lord's Prayer: your kingdom come. Relaxed fit with a lined hood.",
    imageAlt: "Forest green hoodie reading 'Your Kingdom Come' in gold lettering.",
  }),

  // ── Long sleeves: £17.99 ───────────────────────────────────────────────
  product({
    id: "walk-by-faith-long-sleeve",
    name: "Walk By Faith Long Sleeve",
    price: LONG_SLEEVE,
    category: "long-sleeve",
    description:
      "A soft cotton long sleeve with ribbed cuffs, ideal for layering through the British seasons. Printed with 2 Corinthians 5:7.",
    imageAlt: "Navy long-sleeved top reading 'Walk By Faith, Not By Sight'.",
  }),
  product({
    id: "light-of-the-world-long-sleeve",
    name: "Light of the World Long Sleeve",
    price: LONG_SLEEVE,
    category: "long-sleeve",
    description:
      "Let your light shine (Matthew 5:14). Midweight cotton jersey in clean white with a navy and warm golden print.",
    imageAlt: "White long-sleeved top with 'Light of the World' in navy lettering, a golden sun and the reference Matthew 5:14.",
  }),
  product({
    id: "be-still-long-sleeve",
    name: "Be Still Long Sleeve",
    price: LONG_SLEEVE,
    category: "long-sleeve",
    description:
      "A calm, breathable long sleeve with a quiet print from Psalm 46:10. Relaxed fit with a slightly dropped shoulder.",
    imageAlt: "Lavender purple long-sleeved top reading 'Be Still and Know' with the reference Psalm 46:10.",
  }),
  product({
    id: "mustard-seed-faith-long-sleeve",
    name: "Mustard Seed Faith Long Sleeve",
    price: LONG_SLEEVE,
    category: "long-sleeve",
    description:
      "Small faith, big God: a long sleeve inspired by Matthew 17:20. Combed cotton with a mustard-gold print on black.",
    imageAlt: "Black long-sleeved top with 'Mustard Seed Faith' in mustard-gold lettering.",
  }),

  // ── Mesh snapbacks: £22.99 ─────────────────────────────────────────────
  product({
    id: "walk-by-faith-mesh-snapback",
    name: "Walk By Faith Mesh Snapback",
    price: MESH_SNAPBACK,
    category: "mesh-snapback",
    featured: true,
    description:
      "A structured trucker cap with a foam front panel, breathable mesh back and adjustable snap closure. One size fits most.",
    imageAlt: "Black mesh-back snapback cap with a white front panel reading 'Walk By Faith'.",
  }),
  product({
    id: "passport-to-purpose-mesh-snapback",
    name: "Passport to Purpose Mesh Snapback",
    price: MESH_SNAPBACK,
    category: "mesh-snapback",
    description:
      "Our signature message on a navy trucker cap with a curved peak and airy mesh back. Adjustable snap closure, one size fits most.",
    imageAlt: "Navy mesh-back snapback cap reading 'Passport to Purpose' on the front panel.",
  }),
  product({
    id: "prayer-changes-things-mesh-snapback",
    name: "Prayer Changes Things Mesh Snapback",
    price: MESH_SNAPBACK,
    category: "mesh-snapback",
    description:
      "A red and white trucker cap with a high foam front and cool mesh back. A simple truth worn where everyone can see it.",
    imageAlt: "Red mesh-back snapback cap with a white front panel reading 'Prayer Changes Things'.",
  }),
  product({
    id: "faith-over-fear-mesh-snapback",
    name: "Faith Over Fear Mesh Snapback",
    price: MESH_SNAPBACK,
    category: "mesh-snapback",
    description:
      "Structured six-panel trucker cap with a contrast mesh back and snap closure. Pairs with the Faith Over Fear tee and hoodie.",
    imageAlt: "Green mesh-back snapback cap with a white front panel reading 'Faith Over Fear'.",
  }),

  // ── Dad hats: £19.99 ───────────────────────────────────────────────────
  product({
    id: "chosen-dad-hat",
    name: "Chosen Dad Hat",
    price: HAT,
    category: "dad-hat",
    description:
      "An unstructured, low-profile cotton twill cap with a pre-curved peak and adjustable strap. 'Chosen' embroidered on the front.",
    imageAlt: "White dad hat with 'Chosen' embroidered in navy.",
  }),
  product({
    id: "blessed-dad-hat",
    name: "Blessed Dad Hat",
    price: HAT,
    category: "dad-hat",
    description:
      "A washed cotton dad hat that softens with every wear. Low crown, curved peak, brass buckle and a small embroidered 'Blessed'.",
    imageAlt: "Pink dad hat with 'Blessed' embroidered in white.",
  }),
  product({
    id: "grace-dad-hat",
    name: "Grace Dad Hat",
    price: HAT,
    category: "dad-hat",
    description:
      "Soft cotton twill, relaxed fit and a single embroidered word: Grace. The easy everyday cap for church, school runs and weekends.",
    imageAlt: "Navy dad hat with 'Grace' embroidered in white.",
  }),

  // ── Fitted hats: £19.99 ────────────────────────────────────────────────
  product({
    id: "kingdom-fitted-hat",
    name: "Kingdom Fitted Hat",
    price: HAT,
    category: "fitted-hat",
    description:
      "A structured, high-crown fitted cap with a flat peak and a raised 'Kingdom' embroidery. Closed back for a clean, sharp fit.",
    imageAlt: "Black fitted cap with a flat peak and 'Kingdom' embroidered in gold.",
  }),
  product({
    id: "royal-priesthood-fitted-hat",
    name: "Royal Priesthood Fitted Hat",
    price: HAT,
    category: "fitted-hat",
    description:
      "A royal-purple fitted cap inspired by 1 Peter 2:9, with gold embroidery and a flat peak. Closed back, structured six-panel crown.",
    imageAlt: "Purple fitted cap with a flat peak and 'Royal Priesthood' embroidered in gold.",
  }),
  product({
    id: "purpose-fitted-hat",
    name: "Purpose Fitted Hat",
    price: HAT,
    category: "fitted-hat",
    description:
      "Clean red fitted cap with a single word stitched across the front. A daily prompt to live on purpose, for a purpose.",
    imageAlt: "Red fitted cap with a flat peak and 'Purpose' embroidered in white.",
  }),

  // ── Bundle: £34.99, on sale at £29.99 ──────────────────────────────────
  product({
    id: "passport-to-purpose-tee-and-hat-bundle",
    name: "Passport to Purpose Tee & Hat Bundle",
    price: BUNDLE,
    salePrice: BUNDLE_SALE,
    category: "bundle",
    featured: true,
    description:
      "The Passport to Purpose Tee with a matching dad hat, together for less. Choose the tee size and colour; the cap adjusts to fit.",
    imageAlt: "A navy Passport to Purpose T-shirt with a matching navy cap in front of it.",
  }),
];

export const devotionalProducts: Product[] = [
  product({
    id: "passport-to-purpose-devotional-journal",
    name: "Passport to Purpose: 30-Day Devotional Journal",
    price: DEVOTIONAL,
    category: "devotional",
    description:
      "Thirty days of scripture, reflection and guided prayer to help you discover and walk in God's purpose for your life. A hardback journal with space to write each day.",
    imageAlt:
      "A navy hardback journal styled like a passport, with a gold globe emblem and the title 'Passport to Purpose: 30-Day Devotional Journal'.",
  }),
];

/** Every seeded product, in the order the store lists them. */
export const seedProducts: Product[] = [...apparelProducts, ...devotionalProducts];

const byId = new Map(seedProducts.map((p) => [p.id, p]));

/** Looks a product up among the seed's: tests, and what a fresh install shows. */
export const seedLookup: ProductLookup = (id) => byId.get(id);
