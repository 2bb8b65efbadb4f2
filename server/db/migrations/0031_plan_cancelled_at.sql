ALTER TABLE "orders" ADD COLUMN "subscription_cancelled_at" timestamp with time zone;--> statement-breakpoint
-- When a monthly plan was cancelled, for the reports' cancellations per month and the plans
-- active at each month's end (docs/decisions/0035-reports-and-their-charts.md). Kept by the
-- database whichever writer cancels (staff, the donor at /account, Stripe's webhook, the
-- sandbox), as the giving totals are: the time the status became cancelled, unless the same
-- statement says when (an import, the demo seed). Cancelled is final: a restarted gift is a new plan.
CREATE FUNCTION orders_plan_cancelled_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.subscription_status IS DISTINCT FROM 'cancelled' THEN
    NEW.subscription_cancelled_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.subscription_cancelled_at := coalesce(NEW.subscription_cancelled_at, NEW.updated_at, now());
  ELSIF OLD.subscription_status IS DISTINCT FROM 'cancelled' AND NEW.subscription_cancelled_at IS NOT DISTINCT FROM OLD.subscription_cancelled_at THEN
    NEW.subscription_cancelled_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_plan_cancelled_at BEFORE INSERT OR UPDATE OF subscription_status, subscription_cancelled_at ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_plan_cancelled_at();--> statement-breakpoint
-- Plans cancelled before this column: their last change is the closest record of when.
UPDATE orders SET subscription_cancelled_at = updated_at WHERE subscription_status = 'cancelled';
