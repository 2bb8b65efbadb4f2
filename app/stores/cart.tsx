// Placeholder cart store for the shell: the store issue replaces it with the full SPEC §4 cart.
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

interface CartContextValue {
  totalItems: number;
  isDrawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const value = useMemo(() => ({ totalItems: 0, isDrawerOpen, setDrawerOpen }), [isDrawerOpen]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}
