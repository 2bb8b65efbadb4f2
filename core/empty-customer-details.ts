// The customer details form's starting values, apart from the schema that checks them
// (schemas/customer.ts): the checkout draws its form with these as the page loads, and importing
// the schema's module for them would bring the schema library into the checkout's first load.
import type { CustomerDetailsInput } from "./schemas/customer";

export const emptyCustomerDetails: Required<CustomerDetailsInput> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  postalCode: "",
  country: "",
};
