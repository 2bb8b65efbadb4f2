CREATE TABLE "payment_day_totals" (
	"order_type" text NOT NULL,
	"test" boolean NOT NULL,
	"day" date NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"gift_aid_claimable" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_day_totals_order_type_test_day_pk" PRIMARY KEY("order_type","test","day")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_aid_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_active_plans_idx" ON "orders" USING btree ("test","total") WHERE "orders"."frequency" = 'monthly' and "orders"."subscription_status" = 'active' and "orders"."status" in ('paid', 'partially_refunded', 'refunded');--> statement-breakpoint
CREATE INDEX "payments_type_paid_idx" ON "payments" USING btree ("order_type","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- The giving side's running totals and each payment's Gift Aid state, kept by the database
-- itself (docs/decisions/0015-giving-running-totals.md): every writer (webhooks, the sandbox,
-- staff, the demo seed, a console) keeps them right, in the same transaction as its change.
--
-- Whether a payment is covered by Gift Aid: a paid gift with a declaration, not refunded (a
-- refund that has not failed), paid before any cancellation by its donor. Its age (at most 4
-- years, which changes with the clock) and whether a claim has it are applied apart. With
-- those, the same rule as eligibility() in server/services/giving/gift-aid.ts, which builds
-- claims from scratch; tests compare the two.
CREATE FUNCTION payment_gift_aid_eligible(p_payment uuid, p_order uuid, p_paid_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
      SELECT 1 FROM orders o
      WHERE o.id = p_order AND o.type = 'donation' AND o.gift_aid_declared_at IS NOT NULL
        AND o.status IN ('paid', 'partially_refunded')
        AND NOT EXISTS (SELECT 1 FROM gift_aid_cancellations c WHERE c.email = lower(o.email) AND c.cancelled_at <= p_paid_at))
    AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p_payment AND r.status <> 'failed')
$$;--> statement-breakpoint
-- Works payments' state out again after something it depends on changed; the payments' own
-- triggers (below) then move their days' totals. Rows whose state stays are not touched.
CREATE FUNCTION payments_refresh_gift_aid(p_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE payments p SET gift_aid_eligible = s.eligible
  FROM (SELECT id, payment_gift_aid_eligible(id, order_id, paid_at) AS eligible FROM payments WHERE id = ANY (p_ids)) s
  WHERE p.id = s.id AND p.gift_aid_eligible IS DISTINCT FROM s.eligible
$$;--> statement-breakpoint
-- Only rows that change are written: on a large table most payments are not covered.
UPDATE payments SET gift_aid_eligible = payment_gift_aid_eligible(id, order_id, paid_at),
  order_type = coalesce(order_type, (SELECT o.type FROM orders o WHERE o.id = payments.order_id)),
  test = coalesce(test, (SELECT o.test FROM orders o WHERE o.id = payments.order_id))
WHERE order_type IS NULL OR test IS NULL OR payment_gift_aid_eligible(id, order_id, paid_at);--> statement-breakpoint
INSERT INTO payment_day_totals (order_type, test, day, payments, amount, refunded, gift_aid_claimable)
SELECT p.order_type, p.test, (p.paid_at AT TIME ZONE 'UTC')::date, count(*), sum(p.amount),
  coalesce(sum((SELECT sum(r.amount) FROM refunds r WHERE r.payment_id = p.id AND r.status = 'succeeded')), 0),
  coalesce(sum(p.amount) FILTER (WHERE p.gift_aid_eligible AND NOT EXISTS (SELECT 1 FROM gift_aid_claim_items i WHERE i.payment_id = p.id)), 0)
FROM payments p WHERE p.order_type IS NOT NULL AND p.test IS NOT NULL
GROUP BY 1, 2, 3;--> statement-breakpoint
-- A payment carries its order's kind and test flag (filled in if a writer left them out) and
-- its Gift Aid state, worked out whenever it is written.
CREATE FUNCTION payments_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.order_type IS NULL THEN
    NEW.order_type := (SELECT o.type FROM orders o WHERE o.id = NEW.order_id);
  END IF;
  IF NEW.test IS NULL THEN
    NEW.test := (SELECT o.test FROM orders o WHERE o.id = NEW.order_id);
  END IF;
  NEW.gift_aid_eligible := payment_gift_aid_eligible(NEW.id, NEW.order_id, NEW.paid_at);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_before_write BEFORE INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_before_write();--> statement-breakpoint
-- Adds (TG_ARGV[0] = 1) or takes away (-1) the changed payments' part of their days' totals,
-- one statement for a whole batch. Each trigger names its transition table `changed`. Days are
-- written in key order, so two transactions never wait for each other's days in a cycle.
CREATE FUNCTION payment_day_totals_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sign integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO payment_day_totals AS t (order_type, test, day, payments, amount, refunded, gift_aid_claimable)
  SELECT c.order_type, c.test, (c.paid_at AT TIME ZONE 'UTC')::date, sign * count(*), sign * sum(c.amount),
    sign * coalesce(sum((SELECT sum(r.amount) FROM refunds r WHERE r.payment_id = c.id AND r.status = 'succeeded')), 0),
    sign * coalesce(sum(c.amount) FILTER (WHERE c.gift_aid_eligible AND NOT EXISTS (SELECT 1 FROM gift_aid_claim_items i WHERE i.payment_id = c.id)), 0)
  FROM changed c
  WHERE c.order_type IS NOT NULL AND c.test IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (order_type, test, day) DO UPDATE SET
    payments = t.payments + excluded.payments,
    amount = t.amount + excluded.amount,
    refunded = t.refunded + excluded.refunded,
    gift_aid_claimable = t.gift_aid_claimable + excluded.gift_aid_claimable;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_totals_inserted AFTER INSERT ON payments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_apply('1');--> statement-breakpoint
CREATE TRIGGER payments_totals_updated_from AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_apply('-1');--> statement-breakpoint
CREATE TRIGGER payments_totals_updated_to AFTER UPDATE ON payments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_apply('1');--> statement-breakpoint
CREATE TRIGGER payments_totals_deleted AFTER DELETE ON payments
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_apply('-1');--> statement-breakpoint
-- A refund succeeding (or being undone) moves its payment's day's refunded total; any refund
-- that has not failed takes the payment out of Gift Aid.
CREATE FUNCTION payment_day_totals_refund(p_payment uuid, p_amount bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO payment_day_totals AS t (order_type, test, day, refunded)
  SELECT p.order_type, p.test, (p.paid_at AT TIME ZONE 'UTC')::date, p_amount
  FROM payments p WHERE p.id = p_payment AND p.order_type IS NOT NULL AND p.test IS NOT NULL
  ON CONFLICT (order_type, test, day) DO UPDATE SET refunded = t.refunded + excluded.refunded
$$;--> statement-breakpoint
CREATE FUNCTION refunds_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 'succeeded' THEN
      PERFORM payment_day_totals_refund(OLD.payment_id, -OLD.amount);
    END IF;
    PERFORM payments_refresh_gift_aid(ARRAY[OLD.payment_id]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 'succeeded' THEN
      PERFORM payment_day_totals_refund(NEW.payment_id, NEW.amount);
    END IF;
    PERFORM payments_refresh_gift_aid(ARRAY[NEW.payment_id]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER refunds_after_write AFTER INSERT OR UPDATE OR DELETE ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_after_write();--> statement-breakpoint
-- Gifts put into a claim (TG_ARGV[0] = -1) are no longer waiting; taken out of one (1), they
-- are again. A claim takes thousands at once: one statement per batch, and the payments
-- themselves are not rewritten. A payment is in one claim at most (a unique constraint).
CREATE FUNCTION gift_aid_claim_items_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sign integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO payment_day_totals AS t (order_type, test, day, gift_aid_claimable)
  SELECT p.order_type, p.test, (p.paid_at AT TIME ZONE 'UTC')::date, sign * sum(p.amount)
  FROM changed c JOIN payments p ON p.id = c.payment_id
  WHERE p.gift_aid_eligible AND p.order_type IS NOT NULL AND p.test IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (order_type, test, day) DO UPDATE SET gift_aid_claimable = t.gift_aid_claimable + excluded.gift_aid_claimable;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER gift_aid_claim_items_inserted AFTER INSERT ON gift_aid_claim_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION gift_aid_claim_items_apply('-1');--> statement-breakpoint
CREATE TRIGGER gift_aid_claim_items_updated_from AFTER UPDATE ON gift_aid_claim_items
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION gift_aid_claim_items_apply('1');--> statement-breakpoint
CREATE TRIGGER gift_aid_claim_items_updated_to AFTER UPDATE ON gift_aid_claim_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION gift_aid_claim_items_apply('-1');--> statement-breakpoint
CREATE TRIGGER gift_aid_claim_items_deleted AFTER DELETE ON gift_aid_claim_items
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION gift_aid_claim_items_apply('1');--> statement-breakpoint
-- A donor's cancellation (or its removal) decides their gifts from its date on.
CREATE FUNCTION gift_aid_cancellations_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM payments_refresh_gift_aid(ARRAY(SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id WHERE lower(o.email) = OLD.email));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM payments_refresh_gift_aid(ARRAY(SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id WHERE lower(o.email) = NEW.email));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER gift_aid_cancellations_refresh AFTER INSERT OR UPDATE OR DELETE ON gift_aid_cancellations
  FOR EACH ROW EXECUTE FUNCTION gift_aid_cancellations_refresh();--> statement-breakpoint
-- An order becoming paid, refunded or held for review, its donor's address or declaration
-- changing, or the order turned from live to test (or its kind corrected): its payments'
-- copies follow, and their money moves to the other totals.
CREATE FUNCTION orders_refresh_payments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.type IS DISTINCT FROM NEW.type OR OLD.test IS DISTINCT FROM NEW.test THEN
    UPDATE payments SET order_type = NEW.type, test = NEW.test WHERE order_id = NEW.id;
  END IF;
  PERFORM payments_refresh_gift_aid(ARRAY(SELECT p.id FROM payments p WHERE p.order_id = NEW.id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_refresh_payments AFTER UPDATE ON orders
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type OR OLD.test IS DISTINCT FROM NEW.test
    OR lower(OLD.email) IS DISTINCT FROM lower(NEW.email)
    OR (OLD.gift_aid_declared_at IS NULL) IS DISTINCT FROM (NEW.gift_aid_declared_at IS NULL)
  ) EXECUTE FUNCTION orders_refresh_payments();
