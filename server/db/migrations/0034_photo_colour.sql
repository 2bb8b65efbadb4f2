-- A product photo can show one of the product's colours: buyers who choose that colour see it in
-- the add-to-cart dialog, the cart, the checkout and the order confirmation. Null: not tied.
ALTER TABLE "product_images" ADD COLUMN "color" text;
