CREATE TABLE "gift_amount_months" (
	"test" boolean NOT NULL,
	"month" date NOT NULL,
	"amount" integer NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_amount_months_test_month_amount_pk" PRIMARY KEY("test","month","amount")
);
--> statement-breakpoint
CREATE TABLE "payment_month_totals" (
	"order_type" text NOT NULL,
	"test" boolean NOT NULL,
	"month" date NOT NULL,
	"plan" boolean NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"refunds_made" bigint DEFAULT 0 NOT NULL,
	"gift_aid_claimable" bigint DEFAULT 0 NOT NULL,
	"gift_aid_claimed" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_month_totals_order_type_test_month_plan_pk" PRIMARY KEY("order_type","test","month","plan")
);
--> statement-breakpoint
CREATE TABLE "plan_month_totals" (
	"test" boolean NOT NULL,
	"month" date NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"started_amount" bigint DEFAULT 0 NOT NULL,
	"cancelled_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_month_totals_test_month_pk" PRIMARY KEY("test","month")
);
--> statement-breakpoint
CREATE TABLE "product_month_totals" (
	"test" boolean NOT NULL,
	"month" date NOT NULL,
	"product_id" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"income" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_month_totals_test_month_product_id_pk" PRIMARY KEY("test","month","product_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "from_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_sold_paid_idx" ON "orders" USING btree ("test","paid_at") WHERE "orders"."type" = 'merchandise' and "orders"."status" in ('paid', 'partially_refunded', 'refunded');--> statement-breakpoint
CREATE INDEX "orders_plan_started_idx" ON "orders" USING btree ("test","paid_at") WHERE "orders"."frequency" = 'monthly' and "orders"."provider_subscription_id" is not null and "orders"."status" in ('paid', 'partially_refunded', 'refunded', 'needs_review');--> statement-breakpoint
CREATE INDEX "orders_plan_cancelled_idx" ON "orders" USING btree ("test","subscription_cancelled_at") WHERE "orders"."frequency" = 'monthly' and "orders"."provider_subscription_id" is not null and "orders"."status" in ('paid', 'partially_refunded', 'refunded', 'needs_review');--> statement-breakpoint
-- The reports' running totals per UK calendar month (docs/decisions/0035-reports-and-their-charts.md),
-- kept by the database in the same transaction as every change that moves them, whoever writes
-- it (webhooks, the sandbox, staff, erasure and retention, the demo seed, a console), as the
-- daily totals of migration 0014 are. Batches are added up a statement at a time (transition
-- tables), and rows are written in key order, so two transactions never wait for each other's
-- months in a cycle. Each upsert adds (x = x + excluded.x): nothing reads then writes.
CREATE FUNCTION uk_month(p_at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$ SELECT date_trunc('month', p_at AT TIME ZONE 'Europe/London')::date $$;--> statement-breakpoint
-- A monthly plan, as the reports and the plans list count them: monthly, with a subscription,
-- paid (refunded since, or held for review after paying).
CREATE FUNCTION order_is_plan(p_frequency text, p_subscription text, p_status text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(p_frequency = 'monthly' AND p_subscription IS NOT NULL AND p_status IN ('paid', 'partially_refunded', 'refunded', 'needs_review'), false)
$$;--> statement-breakpoint
-- An order whose lines count as sold: the shop's, paid (refunded since counts: what was sold was sold).
CREATE FUNCTION order_lines_sold(p_type text, p_status text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(p_type = 'merchandise' AND p_status IN ('paid', 'partially_refunded', 'refunded'), false)
$$;--> statement-breakpoint
-- What each table holds, worked out from scratch: how the tables are filled here, and what the
-- tests compare the kept totals with. Should the totals ever be doubted, empty them and insert these.
CREATE VIEW payment_month_totals_recounted AS
SELECT order_type, test, month, plan, sum(payments)::int AS payments, sum(amount)::bigint AS amount, sum(refunded)::bigint AS refunded,
  sum(refunds_made)::bigint AS refunds_made, sum(gift_aid_claimable)::bigint AS gift_aid_claimable, sum(gift_aid_claimed)::bigint AS gift_aid_claimed
FROM (
  SELECT p.order_type, p.test, uk_month(p.paid_at) AS month, p.from_plan AS plan, 1 AS payments, p.amount,
    coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.payment_id = p.id AND r.status = 'succeeded'), 0) AS refunded, 0 AS refunds_made,
    CASE WHEN p.gift_aid_eligible AND NOT EXISTS (SELECT 1 FROM gift_aid_claim_items i WHERE i.payment_id = p.id) THEN p.amount ELSE 0 END AS gift_aid_claimable,
    coalesce((SELECT sum(i.amount) FROM gift_aid_claim_items i WHERE i.payment_id = p.id), 0) AS gift_aid_claimed
  FROM payments p WHERE p.order_type IS NOT NULL AND p.test IS NOT NULL
  UNION ALL
  SELECT p.order_type, p.test, uk_month(coalesce(r.settled_at, r.created_at)), p.from_plan, 0, 0, 0, r.amount, 0, 0
  FROM refunds r JOIN payments p ON p.id = r.payment_id
  WHERE r.status = 'succeeded' AND p.order_type IS NOT NULL AND p.test IS NOT NULL
) x GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE VIEW gift_amount_months_recounted AS
SELECT p.test, uk_month(p.paid_at) AS month, p.amount, count(*)::int AS gifts
FROM payments p WHERE p.order_type = 'donation' AND p.test IS NOT NULL
GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE VIEW plan_month_totals_recounted AS
SELECT test, month, sum(started)::int AS started, sum(cancelled)::int AS cancelled, sum(started_amount)::bigint AS started_amount, sum(cancelled_amount)::bigint AS cancelled_amount
FROM (
  SELECT o.test, uk_month(o.paid_at) AS month, 1 AS started, 0 AS cancelled, o.total AS started_amount, 0 AS cancelled_amount
  FROM orders o WHERE order_is_plan(o.frequency, o.provider_subscription_id, o.status) AND o.paid_at IS NOT NULL
  UNION ALL
  SELECT o.test, uk_month(o.subscription_cancelled_at), 0, 1, 0, o.total
  FROM orders o WHERE order_is_plan(o.frequency, o.provider_subscription_id, o.status) AND o.paid_at IS NOT NULL AND o.subscription_cancelled_at IS NOT NULL
) x GROUP BY 1, 2;--> statement-breakpoint
CREATE VIEW product_month_totals_recounted AS
SELECT o.test, uk_month(o.paid_at) AS month, l.product_id, count(*)::int AS lines, sum(l.quantity)::bigint AS units, sum(l.line_total)::bigint AS income
FROM order_lines l JOIN orders o ON o.id = l.order_id
WHERE order_lines_sold(o.type, o.status) AND o.paid_at IS NOT NULL
GROUP BY 1, 2, 3;--> statement-breakpoint
-- Nothing that moves the totals is written between their filling and their triggers (a server
-- still running the last release, during a deploy): the writers wait for this migration to commit.
LOCK TABLE orders, order_lines, payments, refunds, gift_aid_claim_items IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Each payment knows whether it is a plan's month; only those that are get written.
UPDATE payments p SET from_plan = true FROM orders o
WHERE o.id = p.order_id AND order_is_plan(o.frequency, o.provider_subscription_id, o.status);--> statement-breakpoint
INSERT INTO payment_month_totals SELECT * FROM payment_month_totals_recounted;--> statement-breakpoint
INSERT INTO gift_amount_months SELECT * FROM gift_amount_months_recounted;--> statement-breakpoint
INSERT INTO plan_month_totals SELECT * FROM plan_month_totals_recounted;--> statement-breakpoint
INSERT INTO product_month_totals SELECT * FROM product_month_totals_recounted;--> statement-breakpoint
-- A payment's plan flag follows its order, whenever the payment is written.
CREATE FUNCTION payments_from_plan() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.from_plan := coalesce((SELECT order_is_plan(o.frequency, o.provider_subscription_id, o.status) FROM orders o WHERE o.id = NEW.order_id), false);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_from_plan BEFORE INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_from_plan();--> statement-breakpoint
-- Each trigger below reads the rows its statement changed, signed: the new ones added, the old
-- ones taken away (an update is both; what did not change cancels out and is not written). They
-- are passed as arrays so that each statement is planned once per session, not on every call.
CREATE FUNCTION payments_month_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  removed payments[] := '{}';
  added payments[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := ARRAY(SELECT o FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := ARRAY(SELECT n FROM new_rows n); END IF;
  INSERT INTO payment_month_totals AS t (order_type, test, month, plan, payments, amount, refunded, refunds_made, gift_aid_claimable, gift_aid_claimed)
  SELECT order_type, test, month, plan, sum(payments), sum(amount), sum(refunded), sum(refunds_made), sum(claimable), sum(claimed)
  FROM (
    SELECT c.order_type, c.test, uk_month(c.paid_at) AS month, c.from_plan AS plan, c.sign AS payments, c.sign * c.amount::bigint AS amount,
      c.sign * coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.payment_id = c.id AND r.status = 'succeeded'), 0) AS refunded,
      0 AS refunds_made,
      CASE WHEN c.gift_aid_eligible AND NOT EXISTS (SELECT 1 FROM gift_aid_claim_items i WHERE i.payment_id = c.id) THEN c.sign * c.amount::bigint ELSE 0 END AS claimable,
      c.sign * coalesce((SELECT sum(i.amount) FROM gift_aid_claim_items i WHERE i.payment_id = c.id), 0) AS claimed
    FROM (SELECT -1 AS sign, o.* FROM unnest(removed) o UNION ALL SELECT 1, n.* FROM unnest(added) n) c WHERE c.order_type IS NOT NULL AND c.test IS NOT NULL
    UNION ALL
    SELECT c.order_type, c.test, uk_month(coalesce(r.settled_at, r.created_at)), c.from_plan, 0, 0, 0, c.sign * r.amount::bigint, 0, 0
    FROM (SELECT -1 AS sign, o.* FROM unnest(removed) o UNION ALL SELECT 1, n.* FROM unnest(added) n) c JOIN refunds r ON r.payment_id = c.id AND r.status = 'succeeded'
    WHERE c.order_type IS NOT NULL AND c.test IS NOT NULL
  ) x
  GROUP BY 1, 2, 3, 4
  HAVING sum(payments) <> 0 OR sum(amount) <> 0 OR sum(refunded) <> 0 OR sum(refunds_made) <> 0 OR sum(claimable) <> 0 OR sum(claimed) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (order_type, test, month, plan) DO UPDATE SET
    payments = t.payments + excluded.payments,
    amount = t.amount + excluded.amount,
    refunded = t.refunded + excluded.refunded,
    refunds_made = t.refunds_made + excluded.refunds_made,
    gift_aid_claimable = t.gift_aid_claimable + excluded.gift_aid_claimable,
    gift_aid_claimed = t.gift_aid_claimed + excluded.gift_aid_claimed;
  INSERT INTO gift_amount_months AS t (test, month, amount, gifts)
  SELECT c.test, uk_month(c.paid_at), c.amount, sum(c.sign)
  FROM (SELECT -1 AS sign, o.* FROM unnest(removed) o UNION ALL SELECT 1, n.* FROM unnest(added) n) c WHERE c.order_type = 'donation' AND c.test IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(c.sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (test, month, amount) DO UPDATE SET gifts = t.gifts + excluded.gifts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_month_totals_inserted AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_month_totals();--> statement-breakpoint
CREATE TRIGGER payments_month_totals_updated AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_month_totals();--> statement-breakpoint
CREATE TRIGGER payments_month_totals_deleted AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_month_totals();--> statement-breakpoint
-- A refund succeeding, or undone, or its date changing: its payment's month's refunded total and
-- the refund's own month's refunds made, in key order.
CREATE FUNCTION refunds_month_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_month_totals AS t (order_type, test, month, plan, refunded, refunds_made)
  SELECT p.order_type, p.test, x.month, p.from_plan, sum(x.refunded), sum(x.refunds_made)
  FROM (
    SELECT OLD.payment_id AS payment_id, 'paid' AS side, -OLD.amount::bigint AS refunded, 0::bigint AS refunds_made, NULL::timestamptz AS at WHERE TG_OP <> 'INSERT' AND OLD.status = 'succeeded'
    UNION ALL SELECT OLD.payment_id, 'made', 0, -OLD.amount, coalesce(OLD.settled_at, OLD.created_at) WHERE TG_OP <> 'INSERT' AND OLD.status = 'succeeded'
    UNION ALL SELECT NEW.payment_id, 'paid', NEW.amount, 0, NULL WHERE TG_OP <> 'DELETE' AND NEW.status = 'succeeded'
    UNION ALL SELECT NEW.payment_id, 'made', 0, NEW.amount, coalesce(NEW.settled_at, NEW.created_at) WHERE TG_OP <> 'DELETE' AND NEW.status = 'succeeded'
  ) r
  JOIN payments p ON p.id = r.payment_id
  CROSS JOIN LATERAL (SELECT CASE WHEN r.side = 'paid' THEN uk_month(p.paid_at) ELSE uk_month(r.at) END AS month, r.refunded, r.refunds_made) x
  WHERE p.order_type IS NOT NULL AND p.test IS NOT NULL
  GROUP BY 1, 2, 3, 4
  HAVING sum(x.refunded) <> 0 OR sum(x.refunds_made) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (order_type, test, month, plan) DO UPDATE SET
    refunded = t.refunded + excluded.refunded,
    refunds_made = t.refunds_made + excluded.refunds_made;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER refunds_month_totals AFTER INSERT OR UPDATE OR DELETE ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_month_totals();--> statement-breakpoint
-- Gifts put into a claim are claimed and no longer claimable; taken out, the other way round.
-- The payments themselves are not rewritten (a claim takes thousands at once).
CREATE FUNCTION gift_aid_claim_items_month_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  removed gift_aid_claim_items[] := '{}';
  added gift_aid_claim_items[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := ARRAY(SELECT o FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := ARRAY(SELECT n FROM new_rows n); END IF;
  INSERT INTO payment_month_totals AS t (order_type, test, month, plan, gift_aid_claimable, gift_aid_claimed)
  SELECT p.order_type, p.test, uk_month(p.paid_at), p.from_plan,
    -coalesce(sum(c.sign * p.amount::bigint) FILTER (WHERE p.gift_aid_eligible), 0), sum(c.sign * c.amount::bigint)
  FROM (SELECT -1 AS sign, o.* FROM unnest(removed) o UNION ALL SELECT 1, n.* FROM unnest(added) n) c JOIN payments p ON p.id = c.payment_id
  WHERE p.order_type IS NOT NULL AND p.test IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (order_type, test, month, plan) DO UPDATE SET
    gift_aid_claimable = t.gift_aid_claimable + excluded.gift_aid_claimable,
    gift_aid_claimed = t.gift_aid_claimed + excluded.gift_aid_claimed;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER gift_aid_claim_items_month_inserted AFTER INSERT ON gift_aid_claim_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gift_aid_claim_items_month_totals();--> statement-breakpoint
CREATE TRIGGER gift_aid_claim_items_month_updated AFTER UPDATE ON gift_aid_claim_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gift_aid_claim_items_month_totals();--> statement-breakpoint
CREATE TRIGGER gift_aid_claim_items_month_deleted AFTER DELETE ON gift_aid_claim_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gift_aid_claim_items_month_totals();--> statement-breakpoint
-- An order written: its plan's start and cancellation; on a change, its sold lines (if it became
-- sold, stopped being, or moved month or live/test) and its payments' plan flag (whose own
-- triggers then move their money between one-off and monthly). Row by row, and only when a
-- column they depend on changed: most updates of an order (its dispatch, its address) cost
-- nothing, where a statement-level trigger ran on every one.
CREATE FUNCTION orders_month_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    -- The plan the order was (taken away) and is (added).
    SELECT -1 AS sign, OLD.test AS test, OLD.paid_at AS paid_at, OLD.subscription_cancelled_at AS cancelled_at, OLD.total AS total
    WHERE TG_OP <> 'INSERT' AND order_is_plan(OLD.frequency, OLD.provider_subscription_id, OLD.status) AND OLD.paid_at IS NOT NULL
    UNION ALL
    SELECT 1, NEW.test, NEW.paid_at, NEW.subscription_cancelled_at, NEW.total
    WHERE TG_OP <> 'DELETE' AND order_is_plan(NEW.frequency, NEW.provider_subscription_id, NEW.status) AND NEW.paid_at IS NOT NULL
  )
  INSERT INTO plan_month_totals AS t (test, month, started, cancelled, started_amount, cancelled_amount)
  SELECT test, month, sum(started), sum(cancelled), sum(started_amount), sum(cancelled_amount)
  FROM (
    SELECT c.test, uk_month(c.paid_at) AS month, c.sign AS started, 0 AS cancelled, c.sign * c.total::bigint AS started_amount, 0::bigint AS cancelled_amount
    FROM changed c
    UNION ALL
    SELECT c.test, uk_month(c.cancelled_at), 0, c.sign, 0, c.sign * c.total::bigint
    FROM changed c WHERE c.cancelled_at IS NOT NULL
  ) x
  GROUP BY 1, 2
  HAVING sum(started) <> 0 OR sum(cancelled) <> 0 OR sum(started_amount) <> 0 OR sum(cancelled_amount) <> 0
  ORDER BY 1, 2
  ON CONFLICT (test, month) DO UPDATE SET
    started = t.started + excluded.started,
    cancelled = t.cancelled + excluded.cancelled,
    started_amount = t.started_amount + excluded.started_amount,
    cancelled_amount = t.cancelled_amount + excluded.cancelled_amount;
  IF TG_OP = 'UPDATE' THEN
    -- An order's lines exist only after it does, and go with it (a delete is handled before it).
    INSERT INTO product_month_totals AS t (test, month, product_id, lines, units, income)
    SELECT c.test, uk_month(c.paid_at), l.product_id, sum(c.sign), sum(c.sign * l.quantity::bigint), sum(c.sign * l.line_total::bigint)
    FROM (
      SELECT -1 AS sign, OLD.test AS test, OLD.paid_at AS paid_at WHERE order_lines_sold(OLD.type, OLD.status) AND OLD.paid_at IS NOT NULL
      UNION ALL
      SELECT 1, NEW.test, NEW.paid_at WHERE order_lines_sold(NEW.type, NEW.status) AND NEW.paid_at IS NOT NULL
    ) c
    CROSS JOIN order_lines l
    WHERE l.order_id = NEW.id
    GROUP BY 1, 2, 3
    HAVING sum(c.sign) <> 0 OR sum(c.sign * l.quantity::bigint) <> 0 OR sum(c.sign * l.line_total::bigint) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (test, month, product_id) DO UPDATE SET
      lines = t.lines + excluded.lines,
      units = t.units + excluded.units,
      income = t.income + excluded.income;
    IF order_is_plan(OLD.frequency, OLD.provider_subscription_id, OLD.status) IS DISTINCT FROM order_is_plan(NEW.frequency, NEW.provider_subscription_id, NEW.status) THEN
      UPDATE payments SET from_plan = order_is_plan(NEW.frequency, NEW.provider_subscription_id, NEW.status)
      WHERE order_id = NEW.id AND from_plan IS DISTINCT FROM order_is_plan(NEW.frequency, NEW.provider_subscription_id, NEW.status);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_month_totals_inserted AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL AND NEW.provider_subscription_id IS NOT NULL) EXECUTE FUNCTION orders_month_totals();--> statement-breakpoint
CREATE TRIGGER orders_month_totals_updated AFTER UPDATE ON orders
  FOR EACH ROW WHEN (
    (OLD.type, OLD.status, OLD.test, OLD.paid_at, OLD.frequency, OLD.provider_subscription_id, OLD.subscription_cancelled_at, OLD.total)
    IS DISTINCT FROM (NEW.type, NEW.status, NEW.test, NEW.paid_at, NEW.frequency, NEW.provider_subscription_id, NEW.subscription_cancelled_at, NEW.total)
  ) EXECUTE FUNCTION orders_month_totals();--> statement-breakpoint
CREATE TRIGGER orders_month_totals_deleted AFTER DELETE ON orders
  FOR EACH ROW WHEN (OLD.paid_at IS NOT NULL AND OLD.provider_subscription_id IS NOT NULL) EXECUTE FUNCTION orders_month_totals();--> statement-breakpoint
-- A sold order deleted: its lines' part taken away while they are still there (they go with it,
-- after; their own trigger then finds no order and takes nothing).
CREATE FUNCTION orders_lines_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF order_lines_sold(OLD.type, OLD.status) AND OLD.paid_at IS NOT NULL THEN
    INSERT INTO product_month_totals AS t (test, month, product_id, lines, units, income)
    SELECT OLD.test, uk_month(OLD.paid_at), l.product_id, -count(*), -sum(l.quantity::bigint), -sum(l.line_total::bigint)
    FROM order_lines l WHERE l.order_id = OLD.id
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (test, month, product_id) DO UPDATE SET
      lines = t.lines + excluded.lines,
      units = t.units + excluded.units,
      income = t.income + excluded.income;
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_lines_removed BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_lines_removed();--> statement-breakpoint
-- Lines written, changed or removed, on an order that is sold.
CREATE FUNCTION order_lines_month_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  removed order_lines[] := '{}';
  added order_lines[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := ARRAY(SELECT o FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := ARRAY(SELECT n FROM new_rows n); END IF;
  INSERT INTO product_month_totals AS t (test, month, product_id, lines, units, income)
  SELECT o.test, uk_month(o.paid_at), c.product_id, sum(c.sign), sum(c.sign * c.quantity::bigint), sum(c.sign * c.line_total::bigint)
  FROM (SELECT -1 AS sign, o.* FROM unnest(removed) o UNION ALL SELECT 1, n.* FROM unnest(added) n) c JOIN orders o ON o.id = c.order_id
  WHERE order_lines_sold(o.type, o.status) AND o.paid_at IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(c.sign) <> 0 OR sum(c.sign * c.quantity::bigint) <> 0 OR sum(c.sign * c.line_total::bigint) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (test, month, product_id) DO UPDATE SET
    lines = t.lines + excluded.lines,
    units = t.units + excluded.units,
    income = t.income + excluded.income;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_lines_month_totals_inserted AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_lines_month_totals();--> statement-breakpoint
CREATE TRIGGER order_lines_month_totals_updated AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_lines_month_totals();--> statement-breakpoint
CREATE TRIGGER order_lines_month_totals_deleted AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_lines_month_totals();
