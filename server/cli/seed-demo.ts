// `npm run seed:demo`: fills a database with a busy ministry's worth of realistic data,
// for trying the back office and for the admin benchmark: orders (with lines and
// payments, some dispatched), one-time gifts, monthly plans with their months of
// payments, Gift Aid declarations and newsletter subscribers. Every row is marked as
// a test payment. Sizes: --orders 100000 --gifts 100000 --plans 20000 --subscribers 5000
// (the defaults); with PostgreSQL (DATABASE_URL), or the embedded database while the
// server is stopped.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client";
import { loadEnv } from "../env";

export interface SeedSizes {
  orders: number;
  gifts: number;
  plans: number;
  subscribers: number;
}

export const defaultSeedSizes: SeedSizes = { orders: 100_000, gifts: 100_000, plans: 20_000, subscribers: 5_000 };

// Picked by row number, so a seeded database is the same every time.
const firstNames = ["Amara", "Daniel", "Grace", "Femi", "Ruth", "Kwame", "Naomi", "Joel", "Esther", "Marcus", "Chloe", "Tariq", "Leah", "Samuel", "Abigail", "Winston"];
const lastNames = ["Campbell", "Reid", "Mensah", "Owusu", "Brown", "Thompson", "Clarke", "Williams", "Johnson", "Grant", "Morgan", "Bailey", "Francis", "Lewis"];
const towns = [["London", "SE15 5JR"], ["Birmingham", "B1 1AA"], ["Manchester", "M14 5TQ"], ["Leeds", "LS7 3HB"], ["Bristol", "BS5 6XX"], ["Nottingham", "NG7 2FQ"], ["Croydon", "CR0 2AB"], ["Luton", "LU1 3JH"]];
const products = [
  ["passport-to-purpose-tee", "Passport to Purpose Tee", 1499],
  ["passport-to-purpose-hoodie", "Passport to Purpose Hoodie", 2799],
  ["passport-to-purpose-tee-and-hat-bundle", "Passport to Purpose Tee & Hat Bundle", 2999],
];

const arr = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`);
const pick = (values: readonly string[], i: string) => sql`(${arr(values)})[1 + (${sql.raw(i)} % ${values.length})]`;

export async function seedDemo(db: Database, sizes: SeedSizes, log: (line: string) => void = () => {}): Promise<void> {
  const first = pick(firstNames, "n");
  const last = pick(lastNames, "(n / 7)");
  const town = sql`(${arr(towns.map((t) => t[0]!))})[1 + (n % ${towns.length})]`;
  const postcode = sql`(${arr(towns.map((t) => t[1]!))})[1 + (n % ${towns.length})]`;
  const email = sql`lower(${first} || '.' || ${last} || (n % 5000) || '@example.test')`;
  // Spread over the last three years, newest last.
  const placed = (count: number) => sql`now() - ((${count} - n) * interval '3 years' / ${count}) - (n % 97) * interval '1 minute'`;

  log(`orders: ${sizes.orders}`);
  await db.execute(sql`
    with numbered as (select n, gen_random_uuid() as id from generate_series(1, ${sizes.orders}) as n),
    seeded as (insert into orders (id, type, status, provider, test, items_total, shipping_total, total, shipping_option,
      first_name, last_name, email, address, city, postal_code, country, created_at, updated_at, paid_at,
      fulfilment_status, carrier, tracking_number, dispatched_at)
    select id, 'merchandise',
      case when n % 50 = 0 then 'pending' when n % 97 = 0 then 'failed' else 'paid' end,
      'sandbox', true, 1499 * (1 + n % 3), case when n % 4 = 0 then 499 else 0 end,
      1499 * (1 + n % 3) + case when n % 4 = 0 then 499 else 0 end,
      case when n % 4 = 0 then 'express' else 'standard' end,
      ${first}, ${last}, ${email}, (1 + n % 180) || ' High Street', ${town}, ${postcode}, 'United Kingdom',
      ${placed(sizes.orders)}, ${placed(sizes.orders)}, ${placed(sizes.orders)},
      case when n < ${sizes.orders} - 300 and n % 50 <> 0 and n % 97 <> 0 then 'dispatched' else 'unfulfilled' end,
      case when n < ${sizes.orders} - 300 and n % 50 <> 0 and n % 97 <> 0 then 'Royal Mail' end,
      case when n < ${sizes.orders} - 300 and n % 50 <> 0 and n % 97 <> 0 then 'RM' || lpad(n::text, 9, '0') || 'GB' end,
      case when n < ${sizes.orders} - 300 and n % 50 <> 0 and n % 97 <> 0 then ${placed(sizes.orders)} + interval '1 day' end
    from numbered)
    insert into checkout_sessions (session_id, order_id) select 'cs_seed_order_' || n, id from numbered`);
  await db.execute(sql`
    insert into order_lines (order_id, position, product_id, name, unit_price, quantity, size, color, line_total)
    select o.id, 0, p.id, p.name, p.price, 1 + (o.total / 1499 - 1) % 3, 'M', 'Black', p.price * (1 + (o.total / 1499 - 1) % 3)
    from orders o
    join (select * from (values ${sql.raw(products.map(([id, name, price]) => `('${id}', '${String(name).replace(/'/g, "''")}', ${price})`).join(","))}) as v(id, name, price)) p
      on p.id = ${sql.raw(`'${products[0]![0]}'`)}
    join checkout_sessions s on s.order_id = o.id and s.session_id like 'cs_seed_order_%'`);
  await db.execute(sql`
    insert into payments (order_id, provider, provider_reference, amount, paid_at, order_type, test)
    select o.id, 'sandbox', s.session_id, o.total, o.paid_at, o.type, o.test from orders o
    join checkout_sessions s on s.order_id = o.id and s.session_id like 'cs_seed_order_%'
    where o.status = 'paid'`);

  log(`one-time gifts: ${sizes.gifts}`);
  await db.execute(sql`
    with numbered as (select n, gen_random_uuid() as id from generate_series(1, ${sizes.gifts}) as n),
    seeded as (insert into orders (id, type, status, provider, test, donation_total, total, frequency, first_name, last_name, email,
      gift_aid_name, gift_aid_address, gift_aid_postcode, gift_aid_wording_version, gift_aid_text, gift_aid_declared_at,
      created_at, updated_at, paid_at)
    select id, 'donation', case when n % 40 = 0 then 'pending' else 'paid' end, 'sandbox', true,
      (array[1000, 2500, 5000, 10000, 2000])[1 + n % 5], (array[1000, 2500, 5000, 10000, 2000])[1 + n % 5], 'one-time',
      ${first}, ${last}, ${email},
      case when n % 3 = 0 then ${first} || ' ' || ${last} end, case when n % 3 = 0 then (1 + n % 180) || ' High Street' end,
      case when n % 3 = 0 then ${postcode} end, case when n % 3 = 0 then 'hmrc-2024' end,
      case when n % 3 = 0 then 'I want to Gift Aid my donation…' end, case when n % 3 = 0 then ${placed(sizes.gifts)} end,
      ${placed(sizes.gifts)}, ${placed(sizes.gifts)}, ${placed(sizes.gifts)}
    from numbered)
    insert into checkout_sessions (session_id, order_id) select 'cs_seed_gift_' || n, id from numbered`);
  await db.execute(sql`
    insert into payments (order_id, provider, provider_reference, amount, paid_at, order_type, test)
    select o.id, 'sandbox', s.session_id, o.total, o.paid_at, o.type, o.test from orders o
    join checkout_sessions s on s.order_id = o.id and s.session_id like 'cs_seed_gift_%'
    where o.status = 'paid'`);

  log(`monthly plans: ${sizes.plans}, five months of payments each`);
  await db.execute(sql`
    with numbered as (select n, gen_random_uuid() as id from generate_series(1, ${sizes.plans}) as n),
    seeded as (insert into orders (id, type, status, provider, test, donation_total, total, frequency, first_name, last_name, email,
      provider_subscription_id, subscription_status, subscription_cancelled_at, created_at, updated_at, paid_at)
    select id, 'donation', 'paid', 'sandbox', true, (array[1000, 1500, 2000, 3000])[1 + n % 4], (array[1000, 1500, 2000, 3000])[1 + n % 4],
      'monthly', ${first}, ${last}, ${email}, 'sub_seed_' || n,
      case when n % 10 = 0 then 'cancelled' when n % 23 = 0 then 'past_due' else 'active' end,
      -- A cancelled plan stopped one to five months after it started (the reports' churn).
      case when n % 10 = 0 then least(now(), ${placed(sizes.plans)} + (1 + n % 5) * interval '1 month') end,
      ${placed(sizes.plans)}, ${placed(sizes.plans)}, ${placed(sizes.plans)}
    from numbered)
    insert into checkout_sessions (session_id, order_id) select 'cs_seed_plan_' || n, id from numbered`);
  await db.execute(sql`
    insert into payments (order_id, provider, provider_reference, amount, paid_at, order_type, test)
    select o.id, 'sandbox', 'in_seed_' || o.provider_subscription_id || '_' || m, o.total, o.paid_at + (m * interval '1 month'), o.type, o.test
    from orders o join checkout_sessions s on s.order_id = o.id and s.session_id like 'cs_seed_plan_%', generate_series(0, 4) as m
    where o.paid_at + (m * interval '1 month') < now()`);

  log(`newsletter subscribers: ${sizes.subscribers}`);
  await db.execute(sql`
    insert into newsletter_subscribers (email, first_name, last_name, source, status, confirmation_sent_at, confirmed_at, unsubscribed_at)
    select 'reader' || n || '@example.test', ${first}, ${last}, case when n % 2 = 0 then 'connect' else 'footer' end,
      case when n % 9 = 0 then 'unsubscribed' when n % 5 = 0 then 'pending' else 'confirmed' end,
      now() - (n * interval '5 minutes'), case when n % 5 <> 0 then now() - (n * interval '5 minutes') + interval '1 hour' end,
      case when n % 9 = 0 then now() - (n * interval '1 minute') end
    from generate_series(1, ${sizes.subscribers}) as n
    on conflict (email) do nothing`);
  // Fresh statistics and visibility, as autovacuum would give a live database in time.
  await db.execute(sql`vacuum analyze`);
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { orders: { type: "string" }, gifts: { type: "string" }, plans: { type: "string" }, subscribers: { type: "string" } },
  });
  const sizes = { ...defaultSeedSizes };
  for (const key of Object.keys(sizes) as (keyof SeedSizes)[]) {
    const given = values[key];
    if (given !== undefined) {
      const n = Number(given);
      if (!Number.isInteger(n) || n < 0) throw new Error(`--${key} takes a whole number`);
      sizes[key] = n;
    }
  }
  const env = loadEnv();
  if (!env.DATABASE_URL && existsSync(join(env.DATA_DIR, "postmaster.pid"))) {
    console.error(`The embedded database in ${env.DATA_DIR} is open in another process: stop the server first.`);
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const started = Date.now();
  try {
    await seedDemo(database.db, sizes, (line) => console.log(`Seeding ${line}…`));
  } finally {
    await database.close();
  }
  console.log(`Seeded in ${Math.round((Date.now() - started) / 1000)} s (every row is a test payment).`);
}

if (process.argv[1]?.endsWith("seed-demo.ts")) await main(process.argv.slice(2));
